import { floorMapEndpoints } from '@/core/contracts/floor-map';
import { menuEndpoints } from '@/core/contracts/menu';
import { ordersEndpoints } from '@/core/contracts/orders';
import { seatsEndpoints } from '@/core/contracts/seats';
import { companyUserOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { AppError, notFound, unauthorized } from '../../http/errors';
import { readMenu } from '../../ordering/menu';
import { readTableRules } from '../../ordering/seat-visits';
import { isPushServiceEndpoint, type StaffPush } from '../../push/staff-push';
import type { EventBus } from '../../realtime/bus';
import { changeOrderStatus } from './change-order-status';
import { closeSeatSession, closeSeatWithReceipt, type SeatReceiptIssuer } from './close-seat';
import { coursePlanMenuRoutes, seatPlanRoutes } from './course-plan-routes';
import { createCategory } from './create-menu-category';
import { createItem } from './create-menu-item';
import { createSeat } from './create-seat';
import { deleteFromMenu } from './delete-from-menu';
import { deleteSeat } from './delete-seat';
import { listBoardOrders, listOlderOpenOrders } from './list-board-orders';
import { listSeatBills } from './list-seat-bills';
import { listSeats } from './list-seats';
import { openVisit } from './open-visit';
import { deleteOrderingException, listOrderingExceptions, saveOrderingException } from './ordering-exceptions';
import { listOrderingHours, saveOrderingHours } from './ordering-hours';
import { placeSeat } from './place-seat';
import { placeStaffOrder } from './place-staff-order';
import { printingRoutes } from './printing-routes';
import { readFloorMap } from './read-floor-map';
import { readSeatBill } from './read-seat-bill';
import { regenerateSeatToken } from './regenerate-seat-token';
import { updateCategory } from './rename-menu-category';
import { updateSeat } from './rename-seat';
import { reorderMenu } from './reorder-menu';
import { reorderSeats } from './reorder-seats';
import { saveItemOptions } from './save-item-options';
import { seatQrSvg } from './seat-qr';
import { handleSeatRequest, listOpenSeatRequests } from './seat-requests';
import { readStoreNames, saveStoreNames } from './store-names';
import { readTableServiceSettings, saveTableServiceSettings } from './table-service-settings';
import { mergeSeats, moveSeat } from './transfer-seat';
import { updateItem } from './update-menu-item';
import { updateCover, updateVisit } from './update-visit';

type Deps = { db: Db; config: Config; bus: EventBus; streamHeartbeatMs?: number; seatReceipts?: SeatReceiptIssuer; push?: StaffPush };

/** 座席設定 (/api/seats, flag invoice). */
export function seatsRoutes({ db, config }: Deps) {
  const { app, on } = contractRouter<AppEnv>('/api/seats');
  const endpoints = seatsEndpoints;
  const list = async (c: Parameters<typeof companyUserOf>[0]) => ({ items: await listSeats(db, config, companyUserOf(c)) });
  on(endpoints.list, async (c) => c.json(await list(c)));
  on(endpoints.create, async (c) => {
    await createSeat(db, companyUserOf(c), c.req.valid('json'));
    return c.json(await list(c), 201);
  });
  on(endpoints.reorder, async (c) => {
    await reorderSeats(db, companyUserOf(c), c.req.valid('json').ids);
    return c.json(await list(c));
  });
  on(endpoints.orderingHours, async (c) => c.json(await listOrderingHours(db, companyUserOf(c))));
  on(endpoints.saveOrderingHours, async (c) => c.json(await saveOrderingHours(db, companyUserOf(c), c.req.valid('json'))));
  on(endpoints.orderingExceptions, async (c) => c.json(await listOrderingExceptions(db, companyUserOf(c))));
  on(endpoints.saveOrderingException, async (c) => c.json(await saveOrderingException(db, companyUserOf(c), c.req.valid('json'))));
  on(endpoints.deleteOrderingException, async (c) => c.json(await deleteOrderingException(db, companyUserOf(c), c.req.param('date'))));
  on(endpoints.storeNames, async (c) => c.json(await readStoreNames(db, companyUserOf(c))));
  on(endpoints.tableService, async (c) => c.json(await readTableServiceSettings(db, companyUserOf(c))));
  on(endpoints.saveTableService, async (c) => c.json(await saveTableServiceSettings(db, companyUserOf(c), c.req.valid('json'))));
  on(endpoints.saveStoreNames, async (c) => c.json(await saveStoreNames(db, companyUserOf(c), c.req.valid('json'))));
  on(endpoints.rename, async (c) => {
    await updateSeat(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await list(c));
  });
  /** 座席マップ: a seat dragged or moved with the keys to its cells. */
  on(floorMapEndpoints.place, async (c) => {
    await placeSeat(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await list(c));
  });
  on(endpoints.remove, async (c) => {
    await deleteSeat(db, companyUserOf(c), c.req.param('id'));
    return c.json(await list(c));
  });
  on(endpoints.regenerateToken, async (c) => {
    await regenerateSeatToken(db, companyUserOf(c), c.req.param('id'));
    return c.json(await list(c));
  });
  on(endpoints.qr, async (c) => {
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'private, no-cache');
    return c.body(await seatQrSvg(db, config, companyUserOf(c), c.req.param('id')));
  });
  return app;
}

/** メニュー設定 (/api/menu, flag order). */
export function menuRoutes({ db }: Deps) {
  const { app, on } = contractRouter<AppEnv>('/api/menu');
  const endpoints = menuEndpoints;
  const menu = async (c: Parameters<typeof companyUserOf>[0]) => readMenu(db, companyUserOf(c).companyId);
  coursePlanMenuRoutes(on, db);
  on(endpoints.get, async (c) => c.json(await menu(c)));
  on(endpoints.createCategory, async (c) => {
    await createCategory(db, companyUserOf(c), c.req.valid('json'));
    return c.json(await menu(c), 201);
  });
  on(endpoints.reorderCategories, async (c) => {
    await reorderMenu(db, companyUserOf(c), menuCategories, c.req.valid('json').ids);
    return c.json(await menu(c));
  });
  on(endpoints.updateCategory, async (c) => {
    await updateCategory(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  on(endpoints.removeCategory, async (c) => {
    await deleteFromMenu(db, companyUserOf(c), menuCategories, c.req.param('id'));
    return c.json(await menu(c));
  });
  on(endpoints.createItem, async (c) => {
    await createItem(db, companyUserOf(c), c.req.valid('json'));
    return c.json(await menu(c), 201);
  });
  on(endpoints.reorderItems, async (c) => {
    await reorderMenu(db, companyUserOf(c), menuItems, c.req.valid('json').ids);
    return c.json(await menu(c));
  });
  on(endpoints.saveItemOptions, async (c) => {
    await saveItemOptions(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  on(endpoints.updateItem, async (c) => {
    await updateItem(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'));
    return c.json(await menu(c));
  });
  on(endpoints.removeItem, async (c) => {
    await deleteFromMenu(db, companyUserOf(c), menuItems, c.req.param('id'));
    return c.json(await menu(c));
  });
  return app;
}

/** 注文確認 (/api/orders, flag quote): today's orders, status changes, 会計済み and its 領収書. */
export function ordersRoutes({ db, config, seatReceipts, push }: Deps) {
  const { app, on } = contractRouter<AppEnv>('/api/orders');
  const endpoints = ordersEndpoints;
  if (push) pushRoutes(on, config, push);
  printingRoutes(on, db, seatReceipts);
  seatPlanRoutes(on, db);
  on(endpoints.board, async (c) => c.json(await listBoardOrders(db, companyUserOf(c))));
  /** 古い注文を表示: a seat's open orders older than the board's oldest shown one of that seat. */
  on(endpoints.older, async (c) => c.json(await listOlderOpenOrders(db, companyUserOf(c), c.req.valid('query').before)));
  /**
   * 代理注文: through the diners' order path (priced by the server, alerted and pushed alike). A
   * contract has one success status, 201; the same request key again answers the order it placed
   * with 200, set around the contract's check (registered first, so it wraps it).
   */
  const replays = new WeakSet<Request>();
  app.post('/', async (c, next) => {
    await next();
    if (replays.has(c.req.raw)) c.res = new Response(c.res.body, { status: 200, headers: c.res.headers });
  });
  on(endpoints.place, async (c) => {
    const { order, isNew } = await placeStaffOrder(db, companyUserOf(c), c.req.valid('json'), push);
    if (!isNew) replays.add(c.req.raw);
    return c.json(order, 201);
  });
  /** The menu for 代理注文 (members of 注文確認 may lack メニュー設定). */
  on(endpoints.menu, async (c) => {
    const { companyId } = companyUserOf(c);
    const [menu, rules] = await Promise.all([readMenu(db, companyId), readTableRules(db, companyId)]);
    return c.json({ ...menu, takeoutEnabled: rules.takeoutEnabled });
  });
  /** 座席とお会計: each seat's current bill and since when its guests sit. */
  on(endpoints.seatBills, async (c) => c.json({ items: await listSeatBills(db, companyUserOf(c)) }));
  /** 座席マップ: every seat on its cells with its state, live on 注文確認. */
  on(floorMapEndpoints.map, async (c) => c.json(await readFloorMap(db, companyUserOf(c))));
  /** 店員呼び出し / お会計をお願いします not yet handled. */
  on(endpoints.requests, async (c) => c.json({ items: await listOpenSeatRequests(db, companyUserOf(c)) }));
  on(endpoints.handleRequest, async (c) => {
    await handleSeatRequest(db, companyUserOf(c), c.req.param('id'));
    return c.json({ ok: true as const });
  });
  on(endpoints.changeStatus, async (c) => {
    const { status } = c.req.valid('json');
    return c.json(await changeOrderStatus(db, companyUserOf(c), c.req.param('id'), status));
  });
  /** The pay screen's bill of a seat; 来店登録, the guests and the お通し while seated. */
  on(endpoints.seatBill, async (c) => c.json(await readSeatBill(db, companyUserOf(c), c.req.param('seatId'))));
  on(endpoints.openVisit, async (c) => c.json(await openVisit(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json')), 201));
  on(endpoints.updateVisit, async (c) => c.json(await updateVisit(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json'))));
  on(endpoints.updateCover, async (c) =>
    c.json(await updateCover(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json').quantity)),
  );
  // The body is optional: 会計済み alone sends none.
  on(endpoints.closeSeat, async (c) => {
    const { receipt, ...choices } = c.req.valid('json');
    const user = companyUserOf(c);
    const seatId = c.req.param('seatId');
    if (receipt && seatReceipts)
      return c.json({ ok: true as const, ...(await closeSeatWithReceipt(seatReceipts, user, seatId, choices, receipt.addressee)) });
    return c.json({ ok: true as const, ...(await closeSeatSession(db, user, seatId, choices)), receipt: null });
  });
  on(endpoints.moveSeat, async (c) => c.json(await moveSeat(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json'))));
  on(endpoints.mergeSeat, async (c) => c.json(await mergeSeats(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json'))));
  /** The PDF of a receipt issued at 会計済み (a seat's receipt only), for staff of 注文確認. */
  on(endpoints.receiptPdf, async (c) => {
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
function pushRoutes(on: ReturnType<typeof contractRouter<AppEnv>>['on'], config: Config, push: StaffPush) {
  const endpoints = ordersEndpoints;
  on(endpoints.pushKey, async (c) => c.json({ publicKey: await push.publicKey() }));
  on(endpoints.subscribePush, async (c) => {
    const input = c.req.valid('json');
    if (!isPushServiceEndpoint(input.endpoint, config.pushEndpointOrigins)) {
      throw new AppError(400, 'UNSUPPORTED_PUSH_SERVICE', 'このブラウザのプッシュ通知サービスには対応していません');
    }
    const user = companyUserOf(c);
    const sessionId = c.get('sessionId');
    if (!sessionId) throw unauthorized();
    await push.subscribe({ id: user.id, companyId: user.companyId, sessionId }, input, c.req.header('user-agent')?.slice(0, 300) ?? null);
    return c.json({ isSubscribed: true as const });
  });
  on(endpoints.unsubscribePush, async (c) => {
    await push.unsubscribe(companyUserOf(c), c.req.valid('json').endpoint);
    return c.json({ isSubscribed: false as const });
  });
}
