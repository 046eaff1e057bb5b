import { createMiddleware } from 'hono/factory';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../http/errors';
import { createMemoryRateLimit, createTokenBucket } from '../../http/memory-rate-limit';
import { isSeatHost } from '../../ordering/partner-host';
import { createSeatCache } from '../../ordering/seat-cache';
import { findDinerSeat, urlCheckError } from '../../ordering/seats';
import type { EventBus } from '../../realtime/bus';

const tooMany = () => new AppError(429, 'TOO_MANY_REQUESTS', '操作が多すぎます。少し待ってから再度お試しください。');

/**
 * Diner requests are limited per seat by a token bucket in this instance's memory (no
 * database write per request; with several instances a seat gets the limit on each), but
 * only once the seat is known to exist. Requests naming an invented seat token are limited
 * per client address instead and answered at once, without reaching a handler.
 * The seat found here is handed to the handler (`dinerSeat`), so it is read once a request
 * (the POSTs take it from the instance's seat cache).
 */
export type DinerLimitDeps = { db: Db; bus: EventBus; config: Pick<Config, 'trustProxy' | 'mainHost'>; dinerRateLimit: number };

export function dinerLimit(deps: DinerLimitDeps) {
  // A phone with an old QR code misses a few times; a script guessing tokens is stopped.
  const unknownSeats = createMemoryRateLimit({ windowMs: 60_000, max: 30, maxKeys: 10_000 });
  // A table of phones gets plenty (DINER_RATE_LIMIT per 10 s), a script hammering one seat is stopped.
  const perSeat = createTokenBucket({ capacity: deps.dinerRateLimit, refillMs: 10_000, maxKeys: 100_000 });
  const cache = createSeatCache(deps.db, deps.bus);
  return createMiddleware<AppEnv>(async (c, next) => {
    let found: Awaited<ReturnType<typeof findDinerSeat>>;
    // The POSTs (add to cart, place order) check the seat again in their own statement: they may use the cache.
    const find = c.req.method === 'POST' ? cache.find : (companyId: string, token: string) => findDinerSeat(deps.db, companyId, token);
    try {
      found = await find(c.req.param('companyId') ?? '', c.req.param('seatId') ?? '');
    } catch (error) {
      if (!unknownSeats.hit(clientIp(c, deps.config.trustProxy) ?? 'unknown')) throw tooMany();
      throw error;
    }
    // Another partner's host answers as for a seat it does not know.
    if (!isSeatHost(c.req.header('host'), deps.config.mainHost, found.company.oemId)) throw urlCheckError();
    if (!perSeat.take(found.seat.id)) throw tooMany();
    c.set('dinerSeat', found);
    await next();
  });
}
