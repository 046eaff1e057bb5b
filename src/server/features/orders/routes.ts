import { Hono } from 'hono';
import { z } from 'zod';
import { itemOptionsInput } from '@/core/schemas/menu-options';
import { orderingExceptionInput, orderingHoursInput } from '@/core/schemas/ordering-hours';
import {
  categoryInput,
  closeSeatInput,
  menuItemInput,
  pushEndpointInput,
  pushSubscriptionInput,
  reorderInput,
  seatInput,
  staffOrderInput,
  updateOrderStatusInput,
} from '@/core/schemas/orders';
import { companyUserOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { AppError, notFound, unauthorized } from '../../http/errors';
import { jsonBody, patchBody, queryParams } from '../../http/validate';
import { readMenu } from '../../ordering/menu';
import { isPushServiceEndpoint, type StaffPush } from '../../push/staff-push';
import type { EventBus } from '../../realtime/bus';
import { changeOrderStatus } from './change-order-status';
import { closeSeatSession, closeSeatWithReceipt, type SeatReceiptIssuer } from './close-seat';
import { createCategory } from './create-menu-category';
import { createItem } from './create-menu-item';
import { createSeat } from './create-seat';
import { deleteFromMenu } from './delete-from-menu';
import { deleteSeat } from './delete-seat';
import { listBoardOrders, listOlderOpenOrders } from './list-board-orders';
import { listSeatBills } from './list-seat-bills';
import { listSeats } from './list-seats';
import { deleteOrderingException, listOrderingExceptions, saveOrderingException } from './ordering-exceptions';
import { listOrderingHours, saveOrderingHours } from './ordering-hours';
import { placeStaffOrder } from './place-staff-order';
import { regenerateSeatToken } from './regenerate-seat-token';
import { updateCategory } from './rename-menu-category';
import { renameSeat } from './rename-seat';
import { reorderMenu } from './reorder-menu';
import { reorderSeats } from './reorder-seats';
import { saveItemOptions } from './save-item-options';
import { seatQrSvg } from './seat-qr';
import { handleSeatRequest, listOpenSeatRequests } from './seat-requests';
import { updateItem } from './update-menu-item';

const olderOrdersQuery = z.object({
  before: z
    .string({ error: '表示中の注文を指定してください' })
    .min(1, '表示中の注文を指定してください')
    .max(100, '注文の指定が正しくありません'),
});

type Deps = { db: Db; config: Config; bus: EventBus; streamHeartbeatMs?: number; seatReceipts?: SeatReceiptIssuer; push?: StaffPush };

/** 座席設定 (/api/seats, flag invoice). */
export function seatsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const list = async (c: Parameters<typeof companyUserOf>[0]) => ({ items: await listSeats(db, config, companyUserOf(c)) });
  app.get('/', async (c) => c.json(await list(c)));
  app.post('/', jsonBody(seatInput), async (c) => {
    await createSeat(db, companyUserOf(c), c.req.valid('json').name);
    return c.json(await list(c), 201);
  });
  app.put('/order', jsonBody(reorderInput), async (c) => {
    await reorderSeats(db, companyUserOf(c), c.req.valid('json').ids);
    return c.json(await list(c));
  });
  app.get('/ordering-hours', async (c) => c.json(await listOrderingHours(db, companyUserOf(c))));
  app.put('/ordering-hours', jsonBody(orderingHoursInput), async (c) =>
    c.json(await saveOrderingHours(db, companyUserOf(c), c.req.valid('json'))),
  );
  app.get('/ordering-exceptions', async (c) => c.json(await listOrderingExceptions(db, companyUserOf(c))));
  app.put('/ordering-exceptions', jsonBody(orderingExceptionInput), async (c) =>
    c.json(await saveOrderingException(db, companyUserOf(c), c.req.valid('json'))),
  );
  app.delete('/ordering-exceptions/:date', async (c) => c.json(await deleteOrderingException(db, companyUserOf(c), c.req.param('date'))));
  app.patch('/:id', jsonBody(seatInput), async (c) => {
    await renameSeat(db, companyUserOf(c), c.req.param('id'), c.req.valid('json').name);
    return c.json(await list(c));
  });
  app.delete('/:id', async (c) => {
    await deleteSeat(db, companyUserOf(c), c.req.param('id'));
    return c.json(await list(c));
  });
  app.post('/:id/regenerate-token', async (c) => {
    await regenerateSeatToken(db, companyUserOf(c), c.req.param('id'));
    return c.json(await list(c));
  });
  app.get('/:id/qr.svg', async (c) => {
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'private, no-cache');
    return c.body(await seatQrSvg(db, config, companyUserOf(c), c.req.param('id')));
  });
  return app;
}

/** メニュー設定 (/api/menu, flag order). */
export function menuRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  const menu = async (c: Parameters<typeof companyUserOf>[0]) => readMenu(db, companyUserOf(c).companyId);
  app.get('/', async (c) => c.json(await menu(c)));
  app.post('/categories', jsonBody(categoryInput), async (c) => {
    await createCategory(db, companyUserOf(c), c.req.valid('json'));
    return c.json(await menu(c), 201);
  });
  app.put('/categories/order', jsonBody(reorderInput), async (c) => {
    await reorderMenu(db, companyUserOf(c), menuCategories, c.req.valid('json').ids);
    return c.json(await menu(c));
  });
  app.patch('/categories/:id', patchBody(categoryInput), async (c) => {
    await updateCategory(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  app.delete('/categories/:id', async (c) => {
    await deleteFromMenu(db, companyUserOf(c), menuCategories, c.req.param('id'));
    return c.json(await menu(c));
  });
  app.post('/items', jsonBody(menuItemInput), async (c) => {
    await createItem(db, companyUserOf(c), c.req.valid('json'));
    return c.json(await menu(c), 201);
  });
  app.put('/items/order', jsonBody(reorderInput), async (c) => {
    await reorderMenu(db, companyUserOf(c), menuItems, c.req.valid('json').ids);
    return c.json(await menu(c));
  });
  app.put('/items/:id/options', jsonBody(itemOptionsInput), async (c) => {
    await saveItemOptions(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  app.patch('/items/:id', patchBody(menuItemInput), async (c) => {
    await updateItem(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  app.delete('/items/:id', async (c) => {
    await deleteFromMenu(db, companyUserOf(c), menuItems, c.req.param('id'));
    return c.json(await menu(c));
  });
  return app;
}

/** 注文確認 (/api/orders, flag quote): today's orders, status changes, 会計済み and its 領収書. */
export function ordersRoutes({ db, config, seatReceipts, push }: Deps) {
  const app = new Hono<AppEnv>();
  if (push) pushRoutes(app, config, push);
  app.get('/', async (c) => c.json(await listBoardOrders(db, companyUserOf(c))));
  /** 古い注文を表示: a seat's open orders older than the board's oldest shown one of that seat. */
  app.get('/older', queryParams(olderOrdersQuery), async (c) =>
    c.json(await listOlderOpenOrders(db, companyUserOf(c), c.req.valid('query').before)),
  );
  /** 代理注文: through the diners' order path (priced by the server, alerted and pushed alike). */
  app.post('/', jsonBody(staffOrderInput), async (c) => {
    const { order, isNew } = await placeStaffOrder(db, companyUserOf(c), c.req.valid('json'), push);
    return c.json(order, isNew ? 201 : 200);
  });
  /** The menu for 代理注文 (members of 注文確認 may lack メニュー設定). */
  app.get('/menu', async (c) => c.json(await readMenu(db, companyUserOf(c).companyId)));
  /** 座席とお会計: each seat's current bill and since when its guests sit. */
  app.get('/seat-bills', async (c) => c.json({ items: await listSeatBills(db, companyUserOf(c)) }));
  /** 店員呼び出し / お会計をお願いします not yet handled. */
  app.get('/requests', async (c) => c.json({ items: await listOpenSeatRequests(db, companyUserOf(c)) }));
  app.post('/requests/:id/handle', async (c) => {
    await handleSeatRequest(db, companyUserOf(c), c.req.param('id'));
    return c.json({ ok: true });
  });
  app.patch('/:id', jsonBody(updateOrderStatusInput), async (c) => {
    const { status } = c.req.valid('json');
    return c.json(await changeOrderStatus(db, companyUserOf(c), c.req.param('id'), status));
  });
  // The body is optional: 会計済み alone sends none.
  app.post('/seats/:seatId/close', jsonBody(closeSeatInput, { optional: true }), async (c) => {
    const { receipt } = c.req.valid('json');
    const user = companyUserOf(c);
    if (receipt && seatReceipts)
      return c.json({ ok: true, receipt: await closeSeatWithReceipt(seatReceipts, user, c.req.param('seatId'), receipt.addressee) });
    await closeSeatSession(db, user, c.req.param('seatId'));
    return c.json({ ok: true, receipt: null });
  });
  /** The PDF of a receipt issued at 会計済み (a seat's receipt only), for staff of 注文確認. */
  app.get('/receipts/:id/pdf', async (c) => {
    if (!seatReceipts) throw notFound('APIが見つかりません');
    const { pdf, fileName } = await seatReceipts.pdf(companyUserOf(c), c.req.param('id'));
    c.header('Content-Type', 'application/pdf');
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>);
  });
  return app;
}

/**
 * Web Push of new orders to this device (注文確認's alert switches): the key to subscribe
 * with, and the device's subscription saved for this session, refreshed or removed. Under
 * /api/orders, so only members who may open 注文確認 reach them.
 */
function pushRoutes(app: Hono<AppEnv>, config: Config, push: StaffPush) {
  app.get('/push/key', async (c) => c.json({ publicKey: await push.publicKey() }));
  app.put('/push/subscription', jsonBody(pushSubscriptionInput), async (c) => {
    const input = c.req.valid('json');
    if (!isPushServiceEndpoint(input.endpoint, config.pushEndpointOrigins)) {
      throw new AppError(400, 'UNSUPPORTED_PUSH_SERVICE', 'このブラウザのプッシュ通知サービスには対応していません');
    }
    const user = companyUserOf(c);
    const sessionId = c.get('sessionId');
    if (!sessionId) throw unauthorized();
    await push.subscribe({ id: user.id, companyId: user.companyId, sessionId }, input, c.req.header('user-agent')?.slice(0, 300) ?? null);
    return c.json({ isSubscribed: true });
  });
  app.delete('/push/subscription', jsonBody(pushEndpointInput), async (c) => {
    await push.unsubscribe(companyUserOf(c), c.req.valid('json').endpoint);
    return c.json({ isSubscribed: false });
  });
}
