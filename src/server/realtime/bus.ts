import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eventChannel } from './publish';

type Listener = (eventId: number) => void;

/**
 * Wakes the open streams of a company when one of its events commits, on this instance or
 * any other: PostgreSQL LISTEN/NOTIFY (PGlite's listen() in embedded mode).
 */
export class EventBus {
  private listeners = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | null = null;

  async start(source: { pglite: PGlite } | { databaseUrl: string }): Promise<void> {
    const onPayload = (payload: string) => {
      const at = payload.lastIndexOf(':');
      const companyId = payload.slice(0, at);
      const id = Number(payload.slice(at + 1));
      for (const listener of this.listeners.get(companyId) ?? []) listener(id);
    };
    if ('pglite' in source) {
      const unlisten = await source.pglite.listen(eventChannel, onPayload);
      this.stop = unlisten;
      return;
    }
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    client.on('notification', (n) => n.payload && onPayload(n.payload));
    client.on('error', (error) => console.error('event listener connection failed:', error.message));
    await client.query(`listen ${eventChannel}`);
    this.stop = () => client.end();
  }

  subscribe(companyId: string, listener: Listener): () => void {
    const set = this.listeners.get(companyId) ?? new Set();
    set.add(listener);
    this.listeners.set(companyId, set);
    // A stream may unsubscribe twice (on abort and when its loop ends). Only this set is
    // ever removed from the map: a later subscriber's set must survive a stale unsubscribe.
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(companyId) === set) this.listeners.delete(companyId);
    };
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }
}
