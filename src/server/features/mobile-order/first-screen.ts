import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Cart, SeatMenu } from '@/core/contracts/mobile-order';
import { acceptLanguageTags, chooseLanguage, type DinerLanguage, languageFromCookie } from '@/core/diner-languages';
import { menuSections } from '@/core/menu-sections';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { readStoredFile } from '../../files/file-store';
import { ensurePlaceholder } from '../../files/image-variants';
import { isSeatHost } from '../../ordering/partner-host';
import { findDinerSeat } from '../../ordering/seats';
import { readCart } from './cart';
import { readSeatMenu } from './seat-menu';

/**
 * The items a phone shows before it scrolls (five to six at 390×844) come with a placeholder
 * inside the page: a 16 px blur of their thumbnail (`ensurePlaceholder`, 100–200 bytes) drawn
 * under the thumbnail, which the browser fetches at once (`s240.webp`, high priority). The page
 * stays small, so the names show after one round trip; items further down load their thumbnail lazily.
 */
const placeholderCount = 6;
const placeholderMaxBytes = 1_000;

export type FirstScreenData = {
  ref: { companyId: string; seatId: string };
  /** The phone's remembered choice (its cookie), else the first of its browser's languages we have. */
  language: DinerLanguage;
  menu: SeatMenu;
  cart: Cart;
  /** Image URL → data: URL of its placeholder, for the first screen's items. */
  placeholders: Map<string, string>;
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
  const placeholders = search.get('page') === 'menu' ? await firstPlaceholders(deps, seat.company.id, menu) : new Map<string, string>();
  return { ref: { companyId, seatId }, language, menu, cart, placeholders };
}

async function firstPlaceholders({ db }: { db: Db }, companyId: string, menu: SeatMenu) {
  const first = menuSections(menu)
    .flatMap((s) => s.items)
    .slice(0, placeholderCount)
    .filter((i) => i.imageFileId && i.imageUrl);
  const ids = first.map((i) => i.imageFileId as string);
  const images = new Map<string, string>();
  if (ids.length === 0) return images;
  // GIFs are served as they are (they may move): drawn when they arrive, without a placeholder.
  const stills = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids), eq(files.isComplete, true), ne(files.contentType, 'image/gif')));
  const isStill = new Set(stills.map((f) => f.id));
  await Promise.all(
    first.map(async (item) => {
      if (!item.imageFileId || !item.imageUrl || !isStill.has(item.imageFileId)) return;
      // Without a placeholder (one that cannot be made) the thumbnail is drawn on the plain background.
      const bytes = await ensurePlaceholder(db, item.imageFileId)
        .then((key) => readStoredFile(db, key))
        .catch(() => null);
      if (bytes && bytes.length <= placeholderMaxBytes) images.set(item.imageUrl, `data:image/webp;base64,${bytes.toString('base64')}`);
    }),
  );
  return images;
}
