import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { EventConnections, type StreamEvent, type StreamListener, type StreamStatus } from './event-connections';

export type { StreamEvent, StreamStatus } from './event-connections';

const connections = new EventConnections((url) => new EventSource(url));
const watchStatus = (watch: () => void) => connections.watchStatus(watch);

/**
 * Subscribes to a server-sent event stream (null: none) for the named event types; `ready`
 * (or `reset`) is always delivered, on every (re)connection. Returns the connection state to show.
 */
export function useEventStream(url: string | null, types: readonly string[], onEvent?: (event: StreamEvent) => void): StreamStatus {
  const handleEvent = useEffectEvent((event: StreamEvent) => onEvent?.(event));
  const typesKey = types.join(',');

  useEffect(() => {
    if (!url) return;
    const listener: StreamListener = (event) => handleEvent(event);
    connections.acquire(url, typesKey ? typesKey.split(',') : [], listener);
    return () => connections.release(url, listener);
  }, [url, typesKey]);

  return useSyncExternalStore(watchStatus, () => connections.statusOf(url));
}
