import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Db, Tx } from '../db/client';
import { log } from '../log';

/** The channel the events are announced on (written as a literal in publish_events_v1). */
export const eventChannel = 'kanri_events';

/**
 * Live events are announced after their transaction commits, never inside it (decision 003,
 * migration 0032). A NOTIFY inside a transaction holds PostgreSQL's cluster-wide notify lock
 * through that transaction's WAL flush, so notifying commits run one at a time: that capped
 * ordering at the rate of serial fsyncs however many cores and instances it had.
 *
 * Here each committed transaction's payload (`{company}:{lastId}[:{events}]`, the format the
 * listeners of every instance read, see bus.ts) goes to a queue; one NOTIFY statement at a time
 * sends everything queued, on a connection of its own with synchronous_commit off (a notification
 * is not worth a flush; the events themselves are committed and durable). Under load the queue
 * fills while a statement is under way, so one notifying commit carries many orders. Embedded
 * (PGlite, one process) the payloads go straight to the process's listeners, with no query.
 *
 * An instance that dies between a commit and its announcement loses nothing: every instance
 * compares its open companies' event counters with what its streams have, once a second
 * (feed.ts), and reads what it was not told of.
 */
/**
 * The shortest time between two notifying statements of an instance, per instance listening
 * (see send): each notifying commit wakes every listening backend and every instance, so with N
 * instances the wake-ups grow as N × N × statements. A gap of 4 ms × N keeps the whole platform
 * near 250 notifying commits a second whatever N, for at most that much delay, capped at 25 ms.
 */
const gapPerListenerMs = 4;
const maxGapMs = 25;
/** How often the listening instances are counted. */
const countEveryMs = 10_000;

export class Announcer {
  private queue: string[] = [];
  private isSending = false;
  private isClosed = false;
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private idle: (() => void) | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private gapMs = gapPerListenerMs;
  private countedAt = Number.NEGATIVE_INFINITY;
  /** The announcing connection's application_name, so an operator can tell it from the listener's. */
  readonly connectionName = `kanri-announce-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;

  constructor(private readonly target: { pglite: PGlite } | { databaseUrl: string }) {}

  announce(payloads: readonly string[]): void {
    if (this.isClosed || payloads.length === 0) return;
    if ('pglite' in this.target) {
      // Embedded, the database has this one process: its buses are every listener there is, and
      // hear the events at once, in commit order with what the process does next (as they hear
      // the access triggers' notifications, at the commit).
      for (const hear of localListeners.get(this.target.pglite) ?? []) for (const payload of payloads) hear(payload);
      return;
    }
    for (const payload of payloads) this.queue.push(payload);
    if (this.isSending) return;
    this.isSending = true;
    // After the current turn of the event loop: the commits answered in this turn go together.
    setImmediate(() => void this.send());
  }

  private async send(): Promise<void> {
    while (this.queue.length > 0 && !this.isClosed) {
      // At most one notifying statement per `gapMs` on PostgreSQL: under load its cost is per
      // interval, not per order, for a delay of at most that much.
      const wait = this.lastSentAt + this.gapMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A company's events in id order: commits answered in one turn may come in any order.
      const batch = this.queue.sort(byCompanyAndId);
      this.queue = [];
      this.lastSentAt = performance.now();
      try {
        await this.notify(batch);
      } catch (error) {
        // Left to the once-a-second comparison of counters: the events are committed.
        log.warn({ err: error, events: batch.length }, 'イベントの通知を送れませんでした（各インスタンスが1秒以内に読み直します）');
        this.client?.end().catch(() => {});
        this.client = null;
      }
    }
    this.isSending = false;
    this.idle?.();
  }

  private async notify(batch: string[]): Promise<void> {
    if ('pglite' in this.target) return;
    const client = this.client ?? (await this.connect(this.target.databaseUrl));
    if (performance.now() - this.countedAt > countEveryMs) {
      this.countedAt = performance.now();
      // The LISTEN connections of every instance (bus.ts names them); the gap follows their number.
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name like 'kanri-events-%'",
      );
      this.gapMs = Math.min(maxGapMs, gapPerListenerMs * Math.max(1, rows[0]?.n ?? 1));
    }
    // This instance hears them back on its bus's connection too, after any access change committed
    // before them (the triggers' notifications, in-transaction): a stream applies the change first.
    await client.query(`select pg_notify('${eventChannel}', p) from unnest($1::text[]) as p`, [batch]);
  }

  private connect(databaseUrl: string): Promise<pg.Client> {
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        keepAlive: true,
        application_name: this.connectionName,
        // Only notifications are sent on this connection: their commit need not wait for the disk.
        options: '-c synchronous_commit=off',
      });
      client.on('error', () => {
        if (this.client === client) this.client = null;
      });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** Sends what is queued (within `ms`), then closes the connection. */
  async close(ms = 2000): Promise<void> {
    if (this.isSending) {
      await Promise.race([new Promise<void>((resolve) => (this.idle = resolve)), new Promise((r) => setTimeout(r, ms).unref())]);
    }
    this.isClosed = true;
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}

const keyOf = (payload: string) => {
  const at = payload.indexOf(':');
  const end = payload.indexOf(':', at + 1);
  return { company: payload.slice(0, at), id: Number(payload.slice(at + 1, end === -1 ? undefined : end)) };
};
function byCompanyAndId(a: string, b: string) {
  const x = keyOf(a);
  const y = keyOf(b);
  return x.company === y.company ? x.id - y.id : x.company < y.company ? -1 : 1;
}

const localListeners = new WeakMap<PGlite, Set<(payload: string) => void>>();

/** Hears the events announced by this process on an embedded database (bus.ts). */
export function hearLocally(pglite: PGlite, hear: (payload: string) => void): () => void {
  const set = localListeners.get(pglite) ?? new Set();
  set.add(hear);
  localListeners.set(pglite, set);
  return () => {
    set.delete(hear);
  };
}

/** The transaction's payloads to announce once it commits; only for transactions begun by `db.transaction`. */
const notesOfTransaction = new WeakMap<object, string[]>();
const announcers = new WeakMap<Db, Announcer>();

/**
 * Makes `database.db` announce the live events its transactions record, after each commit.
 * Once per database object (two apps sharing one embedded database share its announcer).
 * A transaction `publishEvents` cannot attribute (a savepoint's) notifies inside itself as before.
 */
export function announceCommits(database: Database): { close: () => Promise<void> } {
  const { db } = database;
  const existing = announcers.get(db);
  if (existing) return { close: async () => {} };
  const announcer = new Announcer(database.pglite ? { pglite: database.pglite } : { databaseUrl: database.url ?? '' });
  announcers.set(db, announcer);
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => {
    let notes: string[] = [];
    const result = await transaction((tx) => {
      // A new list per attempt: a rolled-back attempt's events were never committed.
      notes = [];
      notesOfTransaction.set(tx, notes);
      return run(tx);
    }, config);
    announcer.announce(notes);
    return result;
  }) as Db['transaction'];
  return {
    close: async () => {
      await announcer.close();
      db.transaction = transaction;
      announcers.delete(db);
    },
  };
}

/**
 * Where a payload written on `tx` goes: the transaction's list (sent after its commit), straight
 * to the announcer when `tx` is the database itself (the statement has committed when this is
 * called), or null when no announcer can tell its commit (the caller then notifies inside).
 */
export function afterCommitOf(tx: Tx | Db): ((payload: string | null | undefined) => void) | null {
  const notes = notesOfTransaction.get(tx);
  if (notes) return (payload) => void (payload && notes.push(payload));
  const announcer = announcers.get(tx as Db);
  if (announcer) return (payload) => void (payload && announcer.announce([payload]));
  return null;
}
