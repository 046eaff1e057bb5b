import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventConnections, type EventSourceLike, type StreamEvent } from './event-connections';

/** A stand-in for the browser's EventSource that the test opens, feeds and breaks. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown, id = '') {
    for (const handler of this.handlers.get(type) ?? []) handler({ data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>);
  }
  /** The server refused or the network failed for good: the browser will not retry by itself. */
  failed() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
let connections: EventConnections;
const url = '/api/events';
const latest = () => sources[sources.length - 1] as FakeSource;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  connections = new EventConnections((address) => {
    const source = new FakeSource(address);
    sources.push(source);
    return source;
  });
});
afterEach(() => vi.useRealTimers());

describe('one connection per URL', () => {
  it('shares one source between listeners and hands each only the types it asked for, `ready` and `reset` to all', () => {
    const orders: StreamEvent[] = [];
    const products: StreamEvent[] = [];
    connections.acquire(url, ['order.created'], (e) => orders.push(e));
    connections.acquire(url, ['product.changed'], (e) => products.push(e));
    expect(sources).toHaveLength(1);
    latest().opened();
    latest().emit('ready', { lastEventId: 4, isLive: true }, '4');
    latest().emit('order.created', { id: 'o1' }, '5');
    latest().emit('product.changed', {}, '6');
    latest().emit('reset', { lastEventId: 9, isLive: true }, '9');
    expect(orders.map((e) => e.type)).toEqual(['ready', 'order.created', 'reset']);
    expect(products.map((e) => e.type)).toEqual(['ready', 'product.changed', 'reset']);
  });

  it('closes the source a second after the last listener leaves, not when one comes straight back', () => {
    const listener = () => {};
    connections.acquire(url, [], listener);
    connections.release(url, listener);
    connections.acquire(url, [], listener);
    vi.advanceTimersByTime(1500);
    expect(latest().readyState).not.toBe(2);
    connections.release(url, listener);
    vi.advanceTimersByTime(1000);
    expect(latest().readyState).toBe(2);
  });
});

describe('the state shown to staff', () => {
  it('shows reconnecting while the server cannot hear the database, and open again when it can', () => {
    connections.acquire(url, [], () => {});
    const changes = vi.fn();
    connections.watchStatus(changes);
    expect(connections.statusOf(url)).toBe('connecting');
    latest().opened();
    latest().emit('ready', { lastEventId: 1, isLive: true }, '1');
    expect(connections.statusOf(url)).toBe('open');
    latest().emit('server.status', { isLive: false });
    expect(connections.statusOf(url)).toBe('reconnecting');
    latest().emit('server.status', { isLive: true });
    expect(connections.statusOf(url)).toBe('open');
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('a stream that opens on a deaf server is not shown as live', () => {
    connections.acquire(url, [], () => {});
    latest().opened();
    latest().emit('ready', { lastEventId: 1, isLive: false }, '1');
    expect(connections.statusOf(url)).toBe('reconnecting');
  });
});

describe('after a refused connection', () => {
  it('retries with backoff and resumes from the last id it saw', () => {
    connections.acquire(url, ['order.created'], () => {});
    latest().opened();
    latest().emit('order.created', { id: 'o1' }, '17');
    latest().failed();
    expect(connections.statusOf(url)).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().url).toBe('/api/events?lastEventId=17');
    latest().failed();
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    latest().opened();
    expect(connections.statusOf(url)).toBe('open');
  });
});
