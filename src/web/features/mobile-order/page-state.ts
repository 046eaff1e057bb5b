import type { Dictionary } from './i18n/dictionary';

/** Query rules of the diners' ordering area (specification §2 "Mobile-order area"). */

/** start and menu are top-level; every other page is deeper and offers a way back. */
const topLevelPages = new Set(['start', 'menu']);

export type MobileOrderQuery = {
  companyId: string | null;
  seatId: string | null;
  page: string;
  productId: string | null;
};

export function readMobileOrderQuery(search: string): MobileOrderQuery {
  const params = new URLSearchParams(search);
  return {
    companyId: params.get('companyId') || null,
    seatId: params.get('seatId') || null,
    page: params.get('page') || 'start',
    productId: params.get('productId') || null,
  };
}

/** The page's title in the diner's language (Japanese: 'ご注文はこちら', 'メニュー', … and 'モバイルオーダー'). */
export function pageTitle(page: string, titles: Dictionary['pageTitles']): string {
  return page !== 'other' && Object.hasOwn(titles, page) ? titles[page as keyof typeof titles] : titles.other;
}

/**
 * The tab's title: the page's own and the store's, 「メニュー｜<店名>」 (in the diner's language
 * where the page is translated; the store's name as the store wrote it); the page's alone without one.
 */
export function documentTitle(page: string, titles: Dictionary['pageTitles'], storeName?: string | null): string {
  const title = pageTitle(page, titles);
  return storeName ? `${title}｜${storeName}` : title;
}

export function hasBackButton(page: string): boolean {
  return !topLevelPages.has(page);
}

/** Where "back" goes when the browser has no history: the menu of the same seat. */
export function menuFallbackPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('page', 'menu');
  params.delete('productId');
  return `${pathname}?${params.toString()}`;
}

export type MobileOrderPage = 'start' | 'menu' | 'product-detail' | 'cart' | 'history';

/** The same seat's URL on another page (productId only for product-detail). */
export function pagePath(pathname: string, search: string, page: MobileOrderPage, productId?: string): string {
  const params = new URLSearchParams(search);
  params.set('page', page);
  if (productId) params.set('productId', productId);
  else params.delete('productId');
  return `${pathname}?${params.toString()}`;
}
