import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/web/lib/ordering';
import { type CartChange, cartChangeOptions, markCartChanged, placeOrderOptions } from './cart-mutations';
import { type Cart, type SeatRef, seatKeys } from './diner-api';

/** A server whose answers the test gives by hand, in any order, after looking at the requests. */
type Call = {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  answer: (status: number, body?: unknown) => void;
  drop: () => void;
};
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      calls.push({
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        answer: (status, body) => resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status })),
        drop: () => reject(new TypeError('Failed to fetch')),
      });
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

let seatCount = 0;
/** A fresh seat per test: the stale-cart set is per seat and lives for the page's lifetime. */
function setup() {
  const ref: SeatRef = { companyId: 'c1', seatId: `seat-${++seatCount}` };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = seatKeys(ref);
  // The cart view is open: an invalidated cart is refetched from the server.
  const cartView = new QueryObserver(queryClient, {
    queryKey: keys.cart,
    queryFn: async () => (await (await fetch(`/cart-of/${ref.seatId}`, {})).json()) as Cart,
  });
  const unsubscribe = cartView.subscribe(() => {});
  const failures: unknown[] = [];
  const cartOptions = cartChangeOptions(queryClient, ref, (error) => failures.push(error));
  const change = (c: CartChange) => new MutationObserver(queryClient, cartOptions).mutate(c).catch(() => undefined);
  const cart = () => queryClient.getQueryData<Cart>(keys.cart);
  return { ref, queryClient, keys, change, cart, failures, unsubscribe };
}

const karaage = {
  id: 'karaage',
  itemId: 'karaage',
  optionKey: '',
  options: [],
  name: '唐揚げ',
  price: 600,
  imageUrl: null,
  isSoldOut: false,
};
const beer = { id: 'beer', itemId: 'beer', optionKey: '', options: [], name: '生ビール', price: 550, imageUrl: null, isSoldOut: false };
const serverCart = (lines: { line: typeof karaage; quantity: number }[]): Cart => ({
  items: lines.map(({ line, quantity }) => ({ ...line, quantity, addedAt: 1 })),
  totalAmount: lines.reduce((sum, { line, quantity }) => sum + line.price * quantity, 0),
});
const callsTo = (path: string) => calls.filter((c) => c.path.startsWith(path));

async function loadEmptyCart(s: ReturnType<typeof setup>) {
  await vi.waitFor(() => expect(callsTo('/cart-of/')).toHaveLength(1));
  calls[0]?.answer(200, serverCart([]));
  await vi.waitFor(() => expect(s.cart()).toEqual({ items: [], totalAmount: 0 }));
  calls = [];
}

describe('the diner cart', () => {
  it('shows a tap at once, sends taps one after another, and takes the server cart after the last', async () => {
    const s = setup();
    await loadEmptyCart(s);

    void s.change({ kind: 'add', line: karaage, quantity: 1 });
    void s.change({ kind: 'add', line: karaage, quantity: 1 });
    void s.change({ kind: 'add', line: beer, quantity: 2 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Before any answer the cart already shows all three taps.
    expect(s.cart()?.items.map((l) => [l.id, l.quantity])).toEqual([
      ['karaage', 2],
      ['beer', 2],
    ]);
    expect(s.cart()?.totalAmount).toBe(2 * 600 + 2 * 550);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/api/mobile-order/c1/${s.ref.seatId}/cart/items`,
      body: { itemId: 'karaage', quantity: 1 },
    });

    // The first answer does not replace the guess while taps are still on their way.
    calls[0]?.answer(200, serverCart([{ line: karaage, quantity: 1 }]));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(s.cart()?.items).toHaveLength(2);
    calls[1]?.answer(200, serverCart([{ line: karaage, quantity: 2 }]));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.body).toEqual({ itemId: 'beer', quantity: 2 });

    // The last answer is the truth (here the server says the beer price is different).
    const truth = serverCart([
      { line: karaage, quantity: 2 },
      { line: { ...beer, price: 500 }, quantity: 2 },
    ]);
    calls[2]?.answer(200, truth);
    await vi.waitFor(() => expect(s.cart()).toEqual(truth));
    expect(s.failures).toEqual([]);
    s.unsubscribe();
  });

  it('refetches after its own changes when another phone changed the cart meanwhile', async () => {
    const s = setup();
    await loadEmptyCart(s);
    void s.change({ kind: 'set', line: karaage, quantity: 3 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { quantity: 3 } });

    markCartChanged(s.queryClient, s.ref);
    expect(callsTo('/cart-of/')).toHaveLength(0);
    calls[0]?.answer(200, serverCart([{ line: karaage, quantity: 3 }]));
    // The answer knows nothing of the other phone's line: the cart is read again instead.
    await vi.waitFor(() => expect(callsTo('/cart-of/')).toHaveLength(1));
    const shared = serverCart([
      { line: karaage, quantity: 3 },
      { line: beer, quantity: 1 },
    ]);
    callsTo('/cart-of/')[0]?.answer(200, shared);
    await vi.waitFor(() => expect(s.cart()).toEqual(shared));
    s.unsubscribe();
  });

  it('reads the cart at once when another phone changed it and this one is idle', async () => {
    const s = setup();
    await loadEmptyCart(s);
    markCartChanged(s.queryClient, s.ref);
    await vi.waitFor(() => expect(callsTo('/cart-of/')).toHaveLength(1));
    s.unsubscribe();
  });

  it('shows the cart a live event carries without asking the server, over a read under way', async () => {
    const s = setup();
    await loadEmptyCart(s);
    void s.queryClient.invalidateQueries({ queryKey: s.keys.cart });
    await vi.waitFor(() => expect(callsTo('/cart-of/')).toHaveLength(1));
    const shared = serverCart([{ line: beer, quantity: 2 }]);
    markCartChanged(s.queryClient, s.ref, shared);
    await vi.waitFor(() => expect(s.cart()).toEqual(shared));
    // The older read answers late: it is dropped, and nothing more is asked.
    calls[0]?.answer(200, serverCart([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.cart()).toEqual(shared);
    expect(callsTo('/cart-of/')).toHaveLength(1);
    s.unsubscribe();
  });

  it('reports a refused change and puts the server cart back', async () => {
    const s = setup();
    await loadEmptyCart(s);
    void s.change({ kind: 'add', line: karaage, quantity: 1 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(s.cart()?.items).toHaveLength(1);
    calls[0]?.answer(409, { error: { code: 'SOLD_OUT', message: '唐揚げは売り切れです' } });
    await vi.waitFor(() => expect(s.failures).toHaveLength(1));
    expect((s.failures[0] as Error).message).toBe('唐揚げは売り切れです');
    await vi.waitFor(() => expect(callsTo('/cart-of/')).toHaveLength(1));
    callsTo('/cart-of/')[0]?.answer(200, serverCart([]));
    await vi.waitFor(() => expect(s.cart()?.items).toEqual([]));
    s.unsubscribe();
  });

  it('removes a line with DELETE and empties the cart with DELETE /cart', async () => {
    const s = setup();
    await loadEmptyCart(s);
    void s.change({ kind: 'set', line: karaage, quantity: 0 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: `/api/mobile-order/c1/${s.ref.seatId}/cart/items/karaage` });
    calls[0]?.answer(200, serverCart([]));
    void s.change({ kind: 'clear' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: `/api/mobile-order/c1/${s.ref.seatId}/cart` });
    s.unsubscribe();
  });
});

describe('placing an order', () => {
  const order: Order = {
    id: 'o1',
    orderNo: '1',
    seatId: 'seat-1',
    seatName: 'A1',
    items: [{ itemId: 'karaage', name: '唐揚げ', price: 600, quantity: 1 }],
    totalAmount: 600,
    note: '',
    status: 'new',
    createdAt: 1,
  };

  function placer() {
    const s = setup();
    const requestKey = { current: null as string | null };
    // Retries at once instead of after a second: the rule under test is which key they carry.
    const options = { ...placeOrderOptions(s.queryClient, s.ref, requestKey), retryDelay: 0 };
    const place = (note: string) => new MutationObserver(s.queryClient, options).mutate(note).catch((e: unknown) => e);
    const posts = () => calls.filter((c) => c.path.endsWith('/orders') && c.method === 'POST');
    return { ...s, place, posts };
  }

  it('retries a lost answer with the same key, then uses a new key for the next order', async () => {
    const p = placer();
    await loadEmptyCart(p);
    p.queryClient.setQueryData(p.keys.orders, { items: [] });
    const placed = p.place('');
    await vi.waitFor(() => expect(p.posts()).toHaveLength(1));
    p.posts()[0]?.drop();
    await vi.waitFor(() => expect(p.posts()).toHaveLength(2));
    const key = p.posts()[0]?.body?.requestKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(p.posts()[1]?.body?.requestKey).toBe(key);
    p.posts()[1]?.answer(201, { orderId: 'o1', order });
    await placed;
    expect(p.cart()).toEqual({ items: [], totalAmount: 0 });
    expect(p.queryClient.getQueryData<{ items: Order[] }>(p.keys.orders)?.items.map((o) => o.id)).toEqual(['o1']);

    void p.place('');
    await vi.waitFor(() => expect(p.posts()).toHaveLength(3));
    expect(p.posts()[2]?.body?.requestKey).not.toBe(key);
    p.unsubscribe();
  });

  it('keeps the key after a server failure and drops it after a refusal', async () => {
    const p = placer();
    await loadEmptyCart(p);
    const first = p.place('');
    await vi.waitFor(() => expect(p.posts()).toHaveLength(1));
    p.posts()[0]?.answer(503, { error: { code: 'UNAVAILABLE', message: '混み合っています' } });
    await first;
    const second = p.place('');
    await vi.waitFor(() => expect(p.posts()).toHaveLength(2));
    // The 503 may have come after the order was written: the same key finds it instead of a second order.
    expect(p.posts()[1]?.body?.requestKey).toBe(p.posts()[0]?.body?.requestKey);
    p.posts()[1]?.answer(400, { error: { code: 'CART_EMPTY', message: 'カートが空です' } });
    expect(await second).toMatchObject({ message: 'カートが空です' });
    void p.place('');
    await vi.waitFor(() => expect(p.posts()).toHaveLength(3));
    expect(p.posts()[2]?.body?.requestKey).not.toBe(p.posts()[1]?.body?.requestKey);
    p.unsubscribe();
  });
});
