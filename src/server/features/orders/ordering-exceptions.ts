import { and, eq, gte } from 'drizzle-orm';
import { addDays, japanToday } from '@/core/calendar';
import { exceptionLabel } from '@/core/ordering-exceptions';
import type { OrderingException } from '@/core/ordering-hours';
import { isCalendarDate, type OrderingExceptionInput } from '@/core/schemas/ordering-hours';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { orderingExceptions } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { readOrderingExceptions } from '../../ordering/ordering-hours-sql';
import { menuChanged } from './menu-changes';

/** 座席設定 → 受付時間: the dates from today (in Japan) on that have hours of their own. */
export async function listOrderingExceptions(db: Db, user: CompanyUser): Promise<{ items: OrderingException[] }> {
  return { items: await readOrderingExceptions(db, user.companyId, japanToday()) };
}

/**
 * Sets a date's 臨時休業 (no period) or 特別営業時間, replacing what the date had. Only today and
 * the year ahead: a past date no longer matters, and yesterday's periods may still be running.
 */
export async function saveOrderingException(db: Db, user: CompanyUser, input: OrderingExceptionInput) {
  const from = japanToday();
  const until = addDays(from, 366);
  if (input.date < from) throw new AppError(400, 'INVALID_DATE', '過去の日付は設定できません');
  if (input.date > until) throw new AppError(400, 'INVALID_DATE', '1年以内の日付を指定してください');
  await db.transaction(async (tx) => {
    await tx
      .delete(orderingExceptions)
      .where(and(eq(orderingExceptions.companyId, user.companyId), eq(orderingExceptions.day, input.date)));
    // 臨時休業 is one row without times.
    const periods = input.periods.length > 0 ? input.periods : [{ opensAt: null, closesAt: null, lastOrderAt: null }];
    await tx
      .insert(orderingExceptions)
      .values(periods.map((p, i) => ({ id: crypto.randomUUID(), companyId: user.companyId, day: input.date, ...p, sortOrder: i })));
    await changed(tx, user, `受付時間 ${exceptionLabel(input)}`);
  });
  return listOrderingExceptions(db, user);
}

/** Removes a date's own hours: its weekday's periods apply again. */
export async function deleteOrderingException(db: Db, user: CompanyUser, date: string) {
  if (!isCalendarDate(date)) throw notFound('この日付の受付時間の設定はありません');
  await db.transaction(async (tx) => {
    const where = and(
      eq(orderingExceptions.companyId, user.companyId),
      eq(orderingExceptions.day, date),
      gte(orderingExceptions.day, japanToday()),
    );
    const removed = await tx.delete(orderingExceptions).where(where).returning({ day: orderingExceptions.day });
    if (removed.length === 0) throw notFound('この日付の受付時間の設定はありません');
    await changed(tx, user, `受付時間 ${date.replaceAll('-', '/')} の設定を削除`);
  });
  return listOrderingExceptions(db, user);
}

/** In 操作履歴, and to the diners' pages through the menu's change event (the hours travel with the menu). */
async function changed(tx: Tx, user: CompanyUser, name: string) {
  await recordOperation(tx, actorOf(user), {
    operationType: 'orders.hours.update',
    targetType: 'ordering_hours',
    targetId: user.companyId,
    detail: { name },
  });
  await menuChanged(tx, user.companyId);
}
