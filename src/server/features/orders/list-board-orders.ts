import type { Db } from '../../db/client';
import type { CompanyUser } from '../../http/env';
import { listOrders } from '../../ordering/orders';

/** Start of today in Japan, in ms: "today's orders" follow the restaurant's day. */
export function startOfTodayJst(now = Date.now()): number {
  const jst = now + 9 * 3_600_000;
  return jst - (jst % 86_400_000) - 9 * 3_600_000;
}

/** 注文確認: today's orders, newest first. */
export function listBoardOrders(db: Db, user: CompanyUser, now = Date.now()) {
  return listOrders(db, user.companyId, startOfTodayJst(now));
}
