import type { Context } from 'hono';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../http/errors';
import { createTokenBucket } from '../../http/memory-rate-limit';
import { ownOrigin, sameOrigin } from '../../http/same-origin';
import { isSeatHost } from '../../ordering/partner-host';
import { findDinerSeat } from '../../ordering/seats';
import { addToCart } from './cart';

type CartFormDeps = { db: Db; config: Pick<Config, 'baseUrl' | 'trustProxy' | 'mainHost'>; dinerRateLimit: number };

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A page of its own for a refused form: the reason in Japanese (the server's message) and the way back to the menu. */
function refused(c: Context<AppEnv>, error: AppError, menuPath: string | null) {
  const back = menuPath ? `<p><a href="${escapeHtml(menuPath)}">メニューに戻る</a></p>` : '';
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>モバイルオーダー</title></head><body><p role="alert">${escapeHtml(error.message)}</p>${back}</body></html>`,
    error.status,
  );
}

/**
 * A form of our own page: its Origin, or — where the page's `Referrer-Policy: no-referrer` makes
 * the browser send `Origin: null` with a form — the browser's own `Sec-Fetch-Site: same-origin`
 * (a header no page script can set). Another site's form carries neither.
 */
function isOwnForm(c: Context<AppEnv>, config: CartFormDeps['config']) {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return sameOrigin(origin, ownOrigin(c, config));
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/**
 * The menu's add buttons are forms that post `itemId` to the page's own URL (decision 021): a
 * phone whose scripts have not arrived yet, or that runs none, still adds. The server checks
 * what the diner API checks — the request's own origin, the seat of the URL on its partner's
 * host, the seat's rate, then the item, its options and the ordering hours in the same
 * statement as the API (`addToCart`) — adds one and sends the phone back to the menu at that
 * item (303). An item whose options must be chosen sends it to the item's page instead; any
 * other refusal is a page with the reason, and nothing is added.
 */
export function cartFormHandler(deps: CartFormDeps) {
  const perSeat = createTokenBucket({ capacity: deps.dinerRateLimit, refillMs: 10_000, maxKeys: 100_000 });
  return async (c: Context<AppEnv>) => {
    const companyId = c.req.query('companyId') ?? '';
    const seatId = c.req.query('seatId') ?? '';
    if (!isOwnForm(c, deps.config)) {
      return refused(
        c,
        new AppError(403, 'CROSS_ORIGIN', '別のサイトからの操作は受け付けられません。ページを再読み込みしてからお試しください。'),
        null,
      );
    }
    const seat = await findDinerSeat(deps.db, companyId, seatId).catch(() => null);
    if (!seat || !isSeatHost(c.req.header('host'), deps.config.mainHost, seat.company.oemId)) {
      return refused(c, new AppError(404, 'NOT_FOUND', 'URLを確認してください'), null);
    }
    const pageOf = (page: string, extra: Record<string, string> = {}) =>
      `${c.req.path}?${new URLSearchParams({ companyId, seatId, page, ...extra }).toString()}`;
    const menuPath = pageOf('menu');
    if (!perSeat.take(seat.seat.id)) {
      return refused(c, new AppError(429, 'TOO_MANY_REQUESTS', '操作が多すぎます。少し待ってから再度お試しください。'), menuPath);
    }
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const itemId = typeof body.itemId === 'string' ? body.itemId : '';
    try {
      if (!/^[\w-]{1,64}$/.test(itemId)) throw new AppError(400, 'VALIDATION_FAILED', '商品を選んでください');
      await addToCart(
        deps.db,
        { companyId: seat.company.id, seatId: seat.seat.id, token: seat.seat.token },
        { itemId, quantity: 1, choiceIds: [] },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'INVALID_OPTIONS') return c.redirect(pageOf('product-detail', { productId: itemId }), 303);
      return refused(c, error, menuPath);
    }
    return c.redirect(`${menuPath}#item-${itemId}`, 303);
  };
}
