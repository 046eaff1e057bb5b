import { sql } from 'drizzle-orm';
import { log } from '../log';
import type { Db } from './client';

/**
 * SQLSTATE classes and codes that mean "the database is not there", not "this query is wrong":
 * 08 connection exceptions, 57P01–57P03 (shut down by an administrator, crashed, not accepting
 * connections yet), 53300 (no connection slot left).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** What Node's sockets say when the database host cannot be reached or hangs up. */
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres's own words for a lost or unreachable connection. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

/** True when the error (or what caused it: drizzle wraps the driver's error) is the database being unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || unavailableErrnos.has(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}

export const databaseUnavailableMessage = 'データベースに接続できません。しばらくしてからもう一度お試しください。';
/** Sent as Retry-After while the database is away: about how long a restart or a failover takes. */
export const databaseRetryAfterSeconds = 5;
/** How often a lost database is asked again whether it is back. */
const probeEveryMs = 500;
/** A probe that has not answered by then counts as "still away" (a network that drops packets). */
const probeTimeoutMs = 1000;

/**
 * Whether this process can reach its database. One failed query for want of a connection marks
 * it away; from then on requests are answered 503 at once (instead of each waiting for its own
 * connection attempt to time out) and a `select 1` every half second asks whether it is back.
 * The first that answers marks it reachable again: service resumes by itself, within a second.
 */
export class DatabaseAvailability {
  private away = false;
  private probing: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  /**
   * `embedded`: PGlite runs inside this process, so it cannot be away; a slow answer there is a
   * long transaction of its own (an import), not a lost database, and readiness does not ask it.
   */
  constructor(
    private readonly db: Db,
    private readonly options: { embedded: boolean; log?: (line: string) => void },
  ) {}

  private log(line: string) {
    if (this.options.log) this.options.log(line);
    else log.warn(line);
  }

  get reachable(): boolean {
    return !this.away;
  }

  /** A request failed because the database could not be reached. */
  lost(error: unknown): void {
    if (this.away || this.closed) return;
    this.away = true;
    this.log(`データベースに接続できません（${rootMessage(error)}）: 戻るまで 503 で応答します`);
    this.scheduleProbe();
  }

  /** Asks the database now, with a time limit: for readiness checks. */
  async check(): Promise<boolean> {
    if (this.options.embedded) return true;
    return !this.away && (await ping(this.db));
  }

  close(): void {
    this.closed = true;
    if (this.probing) clearTimeout(this.probing);
    this.probing = null;
  }

  private scheduleProbe() {
    this.probing = setTimeout(async () => {
      this.probing = null;
      if (this.closed) return;
      if (await ping(this.db)) {
        this.away = false;
        this.log('データベースに再び接続できました: 通常どおり応答します');
        return;
      }
      this.scheduleProbe();
    }, probeEveryMs);
    this.probing.unref();
  }
}

/** The driver's own words, not the query that failed (drizzle puts the whole statement in its message). */
function rootMessage(error: unknown): string {
  let e = error as { cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; e?.cause && depth < 5; depth++) e = e.cause as typeof e;
  return typeof e?.message === 'string' ? e.message : String(error);
}

async function ping(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), probeTimeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
