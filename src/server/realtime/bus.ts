import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { log } from '../log';
import { eventChannel, hearLocally } from './announce';

/** The migration's triggers notify here when a session, user, company, partner or seat changes. */
export const accessChannel = 'kanri_access';

/** An event as the NOTIFY carries it (the columns a stream sends). */
export type CarriedEvent = { id: number; topic: string; type: string; data: Record<string, unknown> };
/**
 * `rows`: the events up to `eventId`, when the NOTIFY carried them. Infinity: the bus was deaf
 * for a while, read everything after your last id.
 */
type Listener = (eventId: number, rows?: CarriedEvent[]) => void;
export type BusState = 'listening' | 'reconnecting';

const retryDelaysMs = [100, 250, 500, 1000, 2000, 5000];
/** A connection killed without a FIN (failover, a firewall's idle kill) is found by this ping. */
const pingEveryMs = 10_000;

/**
 * Wakes the open streams of a company when one of its events commits, on this instance or
 * any other: PostgreSQL LISTEN/NOTIFY (PGlite's listen() in embedded mode). When the
 * PostgreSQL connection drops, it reconnects with backoff, LISTENs again and wakes every
 * stream to catch up from its last id, so nothing committed meanwhile is missed.
 */
export class EventBus {
  private listeners = new Map<string, Set<Listener>>();
  private accessWatchers = new Map<string, Set<() => void>>();
  private stateWatchers = new Set<(state: BusState) => void>();
  private everyAccessWatchers = new Set<(key: string | null) => void>();
  private current: BusState = 'listening';
  private stop: (() => Promise<void>) | null = null;
  private isClosed = false;
  /** The LISTEN connection's application_name, so an operator (or a test) can find its backend. */
  readonly connectionName = `kanri-events-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;

  get state(): BusState {
    return this.current;
  }

  async start(source: { pglite: PGlite } | { databaseUrl: string }): Promise<void> {
    if ('pglite' in source) {
      const offEvents = await source.pglite.listen(eventChannel, (payload) => this.onEvent(payload));
      const offAccess = await source.pglite.listen(accessChannel, (payload) => this.onAccess(payload));
      const offLocal = hearLocally(source.pglite, (payload) => this.onEvent(payload));
      this.stop = async () => {
        offLocal();
        await offEvents();
        await offAccess();
      };
      return;
    }
    await this.listenOnPostgres(source.databaseUrl, 0);
  }

  private async listenOnPostgres(databaseUrl: string, attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: this.connectionName });
    let isLost = false;
    let ping: ReturnType<typeof setInterval> | undefined;
    const lost = (reason: string) => {
      if (isLost || this.isClosed) return;
      isLost = true;
      clearInterval(ping);
      client.end().catch(() => {});
      log.warn({ reason }, 'イベント通知の接続が切れました。再接続します');
      this.setState('reconnecting');
      const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)];
      setTimeout(() => {
        if (this.isClosed) return;
        this.listenOnPostgres(databaseUrl, attempt + 1).catch(() => {});
      }, delay).unref();
    };
    client.on('notification', (n) => {
      if (!n.payload) return;
      if (n.channel === eventChannel) this.onEvent(n.payload);
      else if (n.channel === accessChannel) this.onAccess(n.payload);
    });
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${eventChannel}; listen ${accessChannel}`);
    } catch (error) {
      // The first connection must work (the server cannot start without it); later ones retry.
      if (attempt === 0) {
        isLost = true;
        await client.end().catch(() => {});
        throw error;
      }
      lost((error as Error).message);
      return;
    }
    ping = setInterval(() => {
      client.query('select 1').catch((error: Error) => lost(error.message));
    }, pingEveryMs);
    ping.unref();
    this.stop = async () => {
      isLost = true;
      clearInterval(ping);
      await client.end().catch(() => {});
    };
    if (attempt > 0) {
      this.setState('listening');
      this.wakeEveryone();
    }
  }

  /** `{companyId}:{lastId}[:{rows}]` (see record_events_v1, migration 0032); parsed once for every listener. */
  private onEvent(payload: string) {
    const at = payload.indexOf(':');
    const companyId = payload.slice(0, at);
    const listeners = this.listeners.get(companyId);
    if (!listeners) return;
    const rowsAt = payload.indexOf(':', at + 1);
    const id = Number(rowsAt === -1 ? payload.slice(at + 1) : payload.slice(at + 1, rowsAt));
    let rows: CarriedEvent[] | undefined;
    try {
      rows = rowsAt === -1 ? undefined : (JSON.parse(payload.slice(rowsAt + 1)) as CarriedEvent[]);
    } catch {
      rows = undefined; // read from the table instead
    }
    for (const listener of listeners) listener(id, rows);
  }

  private onAccess(payload: string) {
    for (const watcher of this.accessWatchers.get(payload) ?? []) watcher();
    for (const watcher of this.everyAccessWatchers) watcher(payload);
  }

  /** After a deaf period: every stream reads what it missed, and re-checks its access. */
  private wakeEveryone() {
    for (const set of this.listeners.values()) for (const listener of set) listener(Number.POSITIVE_INFINITY);
    for (const set of this.accessWatchers.values()) for (const watcher of set) watcher();
    for (const watcher of this.everyAccessWatchers) watcher(null);
  }

  private setState(state: BusState) {
    if (this.current === state) return;
    this.current = state;
    for (const watcher of this.stateWatchers) watcher(state);
  }

  subscribe(companyId: string, listener: Listener): () => void {
    return addTo(this.listeners, companyId, listener);
  }

  /** Calls `watcher` when access named by one of the keys (`user:{id}`, `company:{id}`, `oem:{id}`, `seat:{id}`) may have changed. */
  watchAccess(keys: readonly string[], watcher: () => void): () => void {
    const offs = keys.map((key) => addTo(this.accessWatchers, key, watcher));
    return () => {
      for (const off of offs) off();
    };
  }

  /** Every access change (the key), and null after a deaf period: anything may have changed. For caches. */
  watchEveryAccess(watcher: (key: string | null) => void): () => void {
    this.everyAccessWatchers.add(watcher);
    return () => {
      this.everyAccessWatchers.delete(watcher);
    };
  }

  watchState(watcher: (state: BusState) => void): () => void {
    this.stateWatchers.add(watcher);
    return () => {
      this.stateWatchers.delete(watcher);
    };
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await this.stop?.();
    this.stop = null;
  }
}

/**
 * A stream may unsubscribe twice (on abort and when its loop ends). Only this set is ever
 * removed from the map: a later subscriber's set must survive a stale unsubscribe.
 */
function addTo<T>(map: Map<string, Set<T>>, key: string, item: T): () => void {
  const set = map.get(key) ?? new Set();
  set.add(item);
  map.set(key, set);
  return () => {
    set.delete(item);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}
