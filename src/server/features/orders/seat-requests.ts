import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SeatRequest } from '@/core/contracts/orders';
import { seatRequestLabels } from '@/core/schemas/orders';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { seatRequests } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';

/** More calls than a floor can have waiting; the rest would only slow the page. */
const maxRows = 200;

const toView = (row: typeof seatRequests.$inferSelect): SeatRequest => ({
  id: row.id,
  seatId: row.seatId,
  seatName: row.seatName,
  kind: row.kind,
  createdAt: row.createdAtMs,
});

/** 注文確認: the diners' requests not yet handled, oldest first (whatever their day). */
export async function listOpenSeatRequests(db: Db, user: Pick<CompanyUser, 'companyId'>): Promise<SeatRequest[]> {
  const rows = await db
    .select()
    .from(seatRequests)
    .where(and(eq(seatRequests.companyId, user.companyId), isNull(seatRequests.handledAtMs)))
    .orderBy(asc(seatRequests.createdAtMs))
    .limit(maxRows);
  return rows.map(toView);
}

/** 対応済み: the request leaves every staff screen; done once (a second member is told it was). */
export async function handleSeatRequest(db: Db, user: CompanyUser, id: string, now = Date.now()) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(seatRequests)
      .where(and(eq(seatRequests.companyId, user.companyId), eq(seatRequests.id, id)))
      .for('update');
    if (!row) throw notFound('呼び出しが見つかりません');
    if (row.handledAtMs !== null) throw new AppError(409, 'REQUEST_HANDLED', 'この呼び出しは対応済みです');
    await tx
      .update(seatRequests)
      .set({ handledAtMs: now, handledBy: user.id })
      .where(and(eq(seatRequests.companyId, user.companyId), eq(seatRequests.id, id)));
    await recordOperation(tx, actorOf(user), {
      operationType: 'seat-request.handle',
      targetType: 'seat_request',
      targetId: id,
      detail: { name: `${row.seatName} ${seatRequestLabels[row.kind]}`, seatName: row.seatName, kind: row.kind },
    });
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat-request.handled', data: { id } }]);
  });
}
