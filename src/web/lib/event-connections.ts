/** open: live. connecting: first connection. reconnecting: it dropped (or its server went deaf) and is coming back. */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting';

export type StreamEvent = { type: string; data: unknown; id: string };
export type StreamListener = (event: StreamEvent) => void;

/** The part of the browser's EventSource used here, so tests can drive a fake one. */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};
const closedState = 2;

type Connection = {
  source: EventSourceLike | null;
  status: StreamStatus;
  /** False while the server itself cannot hear the database: events would not arrive. */
  isServerLive: boolean;
  lastEventId: string;
  /** Each listener with the types it asked for (`ready` and `reset` go to all). */
  listeners: Map<StreamListener, ReadonlySet<string>>;
  types: Set<string>;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
};

const retryDelaysMs = [1000, 2000, 5000, 10_000];
/** `ready` starts every (re)connection; `reset` replaces it when the missed events are no longer kept: reload everything. */
const toEveryListener = new Set(['ready', 'reset']);
const alwaysHeard = ['ready', 'reset', 'server.status'];

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * One EventSource per URL for the whole page session, however many components listen to
 * it: reconnection with backoff and resume from the last id, the state to show, and each
 * listener handed only the event types it asked for.
 */
export class EventConnections {
  private connections = new Map<string, Connection>();
  private statusWatchers = new Set<() => void>();

  constructor(private readonly open: (url: string) => EventSourceLike) {}

  acquire(url: string, types: readonly string[], listener: StreamListener): void {
    let connection = this.connections.get(url);
    if (!connection) {
      connection = {
        source: null,
        status: 'connecting',
        isServerLive: true,
        lastEventId: '',
        listeners: new Map(),
        types: new Set(alwaysHeard),
        retryTimer: undefined,
        closeTimer: undefined,
        failures: 0,
      };
      this.connections.set(url, connection);
    }
    clearTimeout(connection.closeTimer);
    for (const type of types) {
      if (connection.types.has(type)) continue;
      connection.types.add(type);
      if (connection.source) this.listen(connection, connection.source, type);
    }
    connection.listeners.set(listener, new Set(types));
    if (!connection.source) this.connect(url, connection);
  }

  release(url: string, listener: StreamListener): void {
    const connection = this.connections.get(url);
    if (!connection) return;
    connection.listeners.delete(listener);
    if (connection.listeners.size > 0) return;
    // A short grace period: StrictMode and route changes unmount and remount the same listeners.
    connection.closeTimer = setTimeout(() => {
      if (connection.listeners.size > 0) return;
      clearTimeout(connection.retryTimer);
      connection.source?.close();
      this.connections.delete(url);
    }, 1000);
  }

  /** What to show: a stream that is open but whose server cannot hear the database is as good as dropped. */
  statusOf(url: string | null): StreamStatus {
    const connection = url ? this.connections.get(url) : undefined;
    if (!connection) return 'connecting';
    return connection.status === 'open' && !connection.isServerLive ? 'reconnecting' : connection.status;
  }

  watchStatus(watch: () => void): () => void {
    this.statusWatchers.add(watch);
    return () => {
      this.statusWatchers.delete(watch);
    };
  }

  private setStatus(connection: Connection, status: StreamStatus, isServerLive = connection.isServerLive) {
    if (connection.status === status && connection.isServerLive === isServerLive) return;
    connection.status = status;
    connection.isServerLive = isServerLive;
    for (const watch of this.statusWatchers) watch();
  }

  private listen(connection: Connection, source: EventSourceLike, type: string) {
    source.addEventListener(type, ({ data, lastEventId }) => {
      if (lastEventId) connection.lastEventId = lastEventId;
      const event = { type, data: parse(data), id: lastEventId };
      const isLive = (event.data as { isLive?: unknown } | null)?.isLive;
      if (typeof isLive === 'boolean') this.setStatus(connection, connection.status, isLive);
      if (type === 'server.status') return;
      for (const [listener, types] of connection.listeners) if (toEveryListener.has(type) || types.has(type)) listener(event);
    });
  }

  private connect(url: string, connection: Connection) {
    // The browser resends Last-Event-ID when it reconnects by itself; after a refused response
    // (5xx, 429) it gives up, and the next EventSource passes the id in the query instead.
    const resumeUrl = connection.lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${connection.lastEventId}` : url;
    const source = this.open(resumeUrl);
    connection.source = source;
    for (const type of connection.types) this.listen(connection, source, type);
    source.onopen = () => {
      connection.failures = 0;
      this.setStatus(connection, 'open');
    };
    source.onerror = () => {
      this.setStatus(connection, 'reconnecting');
      if (source.readyState !== closedState) return;
      const delay = retryDelaysMs[Math.min(connection.failures, retryDelaysMs.length - 1)];
      connection.failures += 1;
      connection.retryTimer = setTimeout(() => this.connect(url, connection), delay);
    };
  }
}
