import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { SeatEvents, StreamControlEvents } from '@/core/live-events';
import { EventConnections, type StreamEvent, type StreamListener, type StreamStatus } from './event-connections';

export type { StreamStatus } from './event-connections';

/** One event of a stream, typed by core's contract: its name, its payload, its id. */
export type EventOf<Events, T extends keyof Events = keyof Events> = { [K in T]: { type: K; data: Events[K]; id: string } }[T];
/** What a listener receives: the types it asked for, and `ready`/`reset` on every (re)connection. */
export type ListenedEvent<Events, T extends keyof Events> = EventOf<Events, T> | EventOf<StreamControlEvents, 'ready' | 'reset'>;

const connections = new EventConnections((url) => new EventSource(url));
const watchStatus = (watch: () => void) => connections.watchStatus(watch);

/**
 * Subscribes to a server-sent event stream (null: none) for the named event types; `ready`
 * (or `reset`) is always delivered, on every (re)connection. Returns the connection state to show.
 * Callers go through a typed wrapper (`useCompanyEvents`, `useSeatEvents`) that names the stream's contract.
 */
export function useEventStream<Events, T extends keyof Events & string>(
  url: string | null,
  types: readonly T[],
  onEvent?: (event: ListenedEvent<Events, T>) => void,
): StreamStatus {
  const handleEvent = useEffectEvent((event: StreamEvent) => onEvent?.(event as ListenedEvent<Events, T>));
  const typesKey = types.join(',');

  useEffect(() => {
    if (!url) return;
    const listener: StreamListener = (event) => handleEvent(event);
    connections.acquire(url, typesKey ? typesKey.split(',') : [], listener);
    return () => connections.release(url, listener);
  }, [url, typesKey]);

  // The server renders the diners' first screen before any stream exists: 'connecting', as in the browser.
  const status = () => connections.statusOf(url);
  return useSyncExternalStore(watchStatus, status, status);
}

/** A seat's stream for its diners (`/api/mobile-order/{company}/{seat}/events`). */
export function useSeatEvents<T extends keyof SeatEvents>(
  url: string | null,
  types: readonly T[],
  onEvent?: (event: ListenedEvent<SeatEvents, T>) => void,
): StreamStatus {
  return useEventStream<SeatEvents, T>(url, types, onEvent);
}
