import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/** open: live. connecting: first connection. reconnecting: it dropped and is coming back. */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting';

export type StreamEvent = { type: string; data: unknown; id: string };
type Listener = (event: StreamEvent) => void;

type Connection = {
  source: EventSource | null;
  status: StreamStatus;
  /** False while the server itself cannot hear the database: events would not arrive. */
  isServerLive: boolean;
  lastEventId: string;
  /** Each listener with the types it asked for (`ready` and `reset` go to all). */
  listeners: Map<Listener, ReadonlySet<string>>;
  types: Set<string>;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
};

/** One EventSource per URL for the whole page session, however many components listen to it. */
const connections = new Map<string, Connection>();
const statusWatchers = new Set<() => void>();
const retryDelaysMs = [1000, 2000, 5000, 10_000];

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function setStatus(connection: Connection, status: StreamStatus, isServerLive = connection.isServerLive) {
  if (connection.status === status && connection.isServerLive === isServerLive) return;
  connection.status = status;
  connection.isServerLive = isServerLive;
  for (const watch of statusWatchers) watch();
}

/** `ready` starts every (re)connection; `reset` replaces it when the missed events are no longer kept: reload everything. */
const toEveryListener = new Set(['ready', 'reset']);
const alwaysHeard = ['ready', 'reset', 'server.status'];

function listen(connection: Connection, source: EventSource, type: string) {
  source.addEventListener(type, (message) => {
    const { data, lastEventId } = message as MessageEvent<string>;
    if (lastEventId) connection.lastEventId = lastEventId;
    const event = { type, data: parse(data), id: lastEventId };
    const isLive = (event.data as { isLive?: unknown } | null)?.isLive;
    if (typeof isLive === 'boolean') setStatus(connection, connection.status, isLive);
    if (type === 'server.status') return;
    for (const [listener, types] of connection.listeners) if (toEveryListener.has(type) || types.has(type)) listener(event);
  });
}

function connect(url: string, connection: Connection) {
  // The browser resends Last-Event-ID when it reconnects by itself; after a refused response
  // (5xx, 429) it gives up, and the next EventSource passes the id in the query instead.
  const resumeUrl = connection.lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${connection.lastEventId}` : url;
  const source = new EventSource(resumeUrl);
  connection.source = source;
  for (const type of connection.types) listen(connection, source, type);
  source.onopen = () => {
    connection.failures = 0;
    setStatus(connection, 'open');
  };
  source.onerror = () => {
    setStatus(connection, 'reconnecting');
    if (source.readyState !== EventSource.CLOSED) return;
    const delay = retryDelaysMs[Math.min(connection.failures, retryDelaysMs.length - 1)];
    connection.failures += 1;
    connection.retryTimer = setTimeout(() => connect(url, connection), delay);
  };
}

function acquire(url: string, types: readonly string[], listener: Listener): Connection {
  let connection = connections.get(url);
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
    connections.set(url, connection);
  }
  clearTimeout(connection.closeTimer);
  for (const type of types) {
    if (connection.types.has(type)) continue;
    connection.types.add(type);
    if (connection.source) listen(connection, connection.source, type);
  }
  connection.listeners.set(listener, new Set(types));
  if (!connection.source) connect(url, connection);
  return connection;
}

function release(url: string, connection: Connection, listener: Listener) {
  connection.listeners.delete(listener);
  if (connection.listeners.size > 0) return;
  // A short grace period: StrictMode and route changes unmount and remount the same listeners.
  connection.closeTimer = setTimeout(() => {
    if (connection.listeners.size > 0) return;
    clearTimeout(connection.retryTimer);
    connection.source?.close();
    connections.delete(url);
  }, 1000);
}

function watchStatus(watch: () => void) {
  statusWatchers.add(watch);
  return () => {
    statusWatchers.delete(watch);
  };
}

/** What to show: a stream that is open but whose server cannot hear the database is as good as dropped. */
function statusOf(url: string | null): StreamStatus {
  const connection = url ? connections.get(url) : undefined;
  if (!connection) return 'connecting';
  return connection.status === 'open' && !connection.isServerLive ? 'reconnecting' : connection.status;
}

/**
 * Subscribes to a server-sent event stream (null: none) for the named event types; `ready`
 * (or `reset`) is always delivered, on every (re)connection. Returns the connection state to show.
 */
export function useEventStream(url: string | null, types: readonly string[], onEvent?: (event: StreamEvent) => void): StreamStatus {
  const handleEvent = useEffectEvent((event: StreamEvent) => onEvent?.(event));
  const typesKey = types.join(',');

  useEffect(() => {
    if (!url) return;
    const listener: Listener = (event) => handleEvent(event);
    const connection = acquire(url, typesKey ? typesKey.split(',') : [], listener);
    return () => release(url, connection, listener);
  }, [url, typesKey]);

  return useSyncExternalStore(watchStatus, () => statusOf(url));
}
