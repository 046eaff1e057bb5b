import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Cart, SeatMenu } from '@/core/contracts/mobile-order';
import { acceptLanguageTags, chooseLanguage, type DinerLanguage, languageFromCookie } from '@/core/diner-languages';
import { menuSections } from '@/core/menu-sections';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { readStoredFile } from '../../files/file-store';
import { ensureThumbnail } from '../../files/image-variants';
import { isSeatHost } from '../../ordering/partner-host';
import { findDinerSeat } from '../../ordering/seats';
import { readCart } from './cart';
import { readSeatMenu } from './seat-menu';

/**
 * Thumbnails that ride inside the page on page=menu: the items a phone shows before it
 * scrolls (five to six at 390×844), each the list's square thumbnail (`ensureThumbnail`,
 * 5–15 KB). Inside the page it costs no round trip of its own, which on a slow network is
 * worth more than the base64 overhead. Items further down keep their lazily loaded srcset.
 */
const inlineThumbnailCount = 6;
const inlineThumbnailMaxBytes = 40_000;

export type FirstScreenData = {
  ref: { companyId: string; seatId: string };
  /** The phone's remembered choice (its cookie), else the first of its browser's languages we have. */
  language: DinerLanguage;
  menu: SeatMenu;
  cart: Cart;
  /** Image URL → data: URL of its list thumbnail. */
  inlineImages: Map<string, string>;
};

/**
 * What the diners' page needs to be rendered by the server for the seat of its URL: that
 * seat's company's menu and the seat's cart. Null when the URL names no usable seat (unknown
 * or renewed token, a company that is not an active restaurant, another partner's host): the page is then served as
 * built and shows its own error.
 */
export async function readFirstScreen(
  deps: { db: Db; mainHost: string },
  search: URLSearchParams,
  headers?: Headers,
): Promise<FirstScreenData | null> {
  // The same reading of the query as the page's (readMobileOrderQuery).
  const companyId = search.get('companyId') || null;
  const seatId = search.get('seatId') || null;
  if (!companyId || !seatId) return null;
  const seat = await findDinerSeat(deps.db, companyId, seatId).catch(() => null);
  if (!seat || !isSeatHost(headers?.get('host') ?? undefined, deps.mainHost, seat.company.oemId)) return null;
  const language = languageFromCookie(headers?.get('cookie')) ?? chooseLanguage(acceptLanguageTags(headers?.get('accept-language')));
  const [menu, cart] = await Promise.all([
    readSeatMenu(deps.db, seat, language),
    readCart(deps.db, { companyId: seat.company.id, seatId: seat.seat.id }),
  ]);
  const inlineImages = search.get('page') === 'menu' ? await firstThumbnails(deps, seat.company.id, menu) : new Map<string, string>();
  return { ref: { companyId, seatId }, language, menu, cart, inlineImages };
}

async function firstThumbnails({ db }: { db: Db }, companyId: string, menu: SeatMenu) {
  const first = menuSections(menu)
    .flatMap((s) => s.items)
    .slice(0, inlineThumbnailCount)
    .filter((i) => i.imageFileId && i.imageUrl);
  const ids = first.map((i) => i.imageFileId as string);
  const images = new Map<string, string>();
  if (ids.length === 0) return images;
  // GIFs are served as they are (they may move): they keep their own request.
  const stills = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids), eq(files.isComplete, true), ne(files.contentType, 'image/gif')));
  const isStill = new Set(stills.map((f) => f.id));
  await Promise.all(
    first.map(async (item) => {
      if (!item.imageFileId || !item.imageUrl || !isStill.has(item.imageFileId)) return;
      // A thumbnail that cannot be read is fetched by the browser as before.
      const bytes = await ensureThumbnail(db, item.imageFileId)
        .then((key) => readStoredFile(db, key))
        .catch(() => null);
      if (bytes && bytes.length <= inlineThumbnailMaxBytes) images.set(item.imageUrl, `data:image/webp;base64,${bytes.toString('base64')}`);
    }),
  );
  return images;
}
