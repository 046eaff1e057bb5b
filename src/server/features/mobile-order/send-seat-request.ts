import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SeatRequest, SeatRequestKind } from '@/core/contracts/orders';
import { seatRequestIntervalSeconds, seatRequestLabels } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { seatRequests } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dinerSeatSql, urlCheckError } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

type Seat = { id: string; companyId: string; token: string };

/**
 * 店員呼び出し / お会計をお願いします: stored until staff mark it 対応済み, and alerted on the
 * company stream. The seat (still behind this token) is locked first, so two phones pressing
 * at once send one request; the same request again within 30 s is refused with the wait left.
 */
export async function sendSeatRequest(db: Db, seat: Seat, kind: SeatRequestKind, now = Date.now()): Promise<SeatRequest> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(dinerSeatSql(seat.companyId, seat.id, seat.token, sql`for update of s`));
    const [locked] = (result as unknown as { rows: { id: string; name: string }[] }).rows;
    if (!locked) throw urlCheckError();
    const intervalMs = seatRequestIntervalSeconds * 1000;
    const [recent] = await tx
      .select({ createdAtMs: seatRequests.createdAtMs })
      .from(seatRequests)
      .where(
        and(
          eq(seatRequests.companyId, seat.companyId),
          eq(seatRequests.seatId, seat.id),
          eq(seatRequests.kind, kind),
          gt(seatRequests.createdAtMs, now - intervalMs),
        ),
      )
      .orderBy(desc(seatRequests.createdAtMs))
      .limit(1);
    if (recent) throw tooSoon(kind, Math.max(1, Math.ceil((recent.createdAtMs + intervalMs - now) / 1000)));
    const request: SeatRequest = { id: crypto.randomUUID(), seatId: seat.id, seatName: locked.name, kind, createdAt: now };
    await tx.insert(seatRequests).values({
      id: request.id,
      companyId: seat.companyId,
      seatId: seat.id,
      seatName: locked.name,
      kind,
      createdAtMs: now,
    });
    await publishEvents(tx, seat.companyId, [{ topic: 'company', type: 'seat-request.created', data: request }]);
    return request;
  });
}

function tooSoon(kind: SeatRequestKind, seconds: number) {
  const error = new AppError(
    429,
    'REQUEST_TOO_SOON',
    `「${seatRequestLabels[kind]}」は送信済みです。店員が参ります。${seconds}秒後にもう一度送れます。`,
  );
  error.retryAfterSeconds = seconds;
  return error;
}
