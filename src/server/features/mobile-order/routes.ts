import { coursePlanEndpoints } from '@/core/contracts/course-plans';
import { mobileOrderEndpoints as endpoints, type PlacedOrder } from '@/core/contracts/mobile-order';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { listOrders } from '../../ordering/orders';
import { type DinerSeat, findDinerSeat } from '../../ordering/seats';
import { seatRequestPush } from '../../push/ordering-pushes';
import type { StaffPush } from '../../push/staff-push';
import type { EventBus } from '../../realtime/bus';
import { streamEvents } from '../../realtime/stream';
import { addToCart, clearCart, readCart, removeFromCart, setCartQuantity } from './cart';
import { type DinerLimitDeps, dinerLimit } from './diner-limit';
import { placeOrder } from './place-order';
import { dinerStartPlan, placePlanOrder, readDinerPlans } from './plans';
import { readSeatMenu } from './seat-menu';
import { sendSeatRequest } from './send-seat-request';

/**
 * The diner side (/mobile-order), without sign-in: the company id and the seat token of
 * the URL are checked on every request, and prices always come from the menu.
 */
export function mobileOrderRoutes(deps: DinerLimitDeps & { bus: EventBus; streamHeartbeatMs?: number; push?: StaffPush }) {
  const { db } = deps;
  const { app, on } = contractRouter<AppEnv>('/api/mobile-order');
  // The rate limit in front of every route below has looked the seat up already.
  const seatOf = async (c: { get: (key: 'dinerSeat') => DinerSeat }) => {
    const { seat, company } = c.get('dinerSeat');
    return { seat, company, ref: { companyId: company.id, seatId: seat.id } };
  };
  const base = '/:companyId/:seatId';
  const limit = dinerLimit(deps);
  app.use(`${base}/*`, limit);
  app.use(base, limit);

  // ?lang= names the diner's language (decision 014); any other value, or none, is Japanese.
  on(endpoints.seat, async (c) => c.json(await readSeatMenu(db, c.get('dinerSeat'), c.req.valid('query').lang ?? 'ja')));

  on(endpoints.cart, async (c) => c.json(await readCart(db, (await seatOf(c)).ref)));
  on(endpoints.addToCart, async (c) => {
    const { ref, seat } = await seatOf(c);
    const input = c.req.valid('json');
    return c.json(await addToCart(db, { ...ref, token: seat.token }, input));
  });
  on(endpoints.setQuantity, async (c) => {
    const { ref } = await seatOf(c);
    const { quantity } = c.req.valid('json');
    await setCartQuantity(db, ref, c.req.param('itemId'), quantity);
    return c.json(await readCart(db, ref));
  });
  on(endpoints.removeFromCart, async (c) => {
    const { ref } = await seatOf(c);
    await removeFromCart(db, ref, c.req.param('itemId'));
    return c.json(await readCart(db, ref));
  });
  on(endpoints.clearCart, async (c) => {
    const { ref } = await seatOf(c);
    await clearCart(db, ref);
    return c.json(await readCart(db, ref));
  });

  on(endpoints.placeOrder, async (c) => {
    const { seat } = await seatOf(c);
    const { order } = await placeOrder(db, seat, c.req.valid('json'), deps.push);
    const placed: PlacedOrder = { orderId: order.orderNo, order };
    return c.json(placed, 201);
  });
  /** 放題プラン: the seat's plans and their menu, a start by the diners where allowed, an order of a plan's items. */
  on(coursePlanEndpoints.dinerPlans, async (c) => c.json(await readDinerPlans(db, (await seatOf(c)).seat)));
  on(coursePlanEndpoints.dinerStart, async (c) => c.json(await dinerStartPlan(db, (await seatOf(c)).seat, c.req.valid('json')), 201));
  on(coursePlanEndpoints.planOrder, async (c) =>
    c.json(await placePlanOrder(db, (await seatOf(c)).seat, c.req.valid('json'), deps.push), 201),
  );
  /** This seat's orders of the current guests (since the last 会計済み), newest first. */
  on(endpoints.orders, async (c) => {
    const { seat, company } = await seatOf(c);
    return c.json({ items: await listOrders(db, company.id, seat.sessionStartedAt, seat.id) });
  });

  /** 店員呼び出し / お会計をお願いします: alerted to staff like an order (dialog, sound, push). */
  on(endpoints.request, async (c) => {
    const { seat } = await seatOf(c);
    const request = await sendSeatRequest(db, seat, c.req.valid('json').kind);
    void deps.push?.notifyCompany(seat.companyId, seatRequestPush(request));
    return c.json(request, 201);
  });

  on(endpoints.events, async (c) => {
    const { seat, company } = await seatOf(c);
    // Everything on the seat's topics is for its diners; the stream ends when the QR code is renewed or the seat removed.
    const everything = () => true;
    const recheck = () => findDinerSeat(db, company.id, seat.token).then(() => everything);
    return streamEvents(c, deps, company.id, [`seat:${seat.id}`, 'menu'], { filter: everything, keys: [`seat:${seat.id}`], recheck });
  });
  return app;
}
