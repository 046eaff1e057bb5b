import { navigateDiner, useDinerLocation } from './diner-location';
import { type MobileOrderPage, pagePath } from './page-state';

/** Moves between the pages of the same seat, keeping companyId and seatId in the URL. */
export function useDinerNavigation() {
  const { pathname, search } = useDinerLocation();
  const pathTo = (page: MobileOrderPage, productId?: string) => pagePath(pathname, search, page, productId);
  const goTo = (page: MobileOrderPage, options: { productId?: string; replace?: boolean } = {}) =>
    navigateDiner(pathTo(page, options.productId), { replace: options.replace, state: { fromPage: true } });
  return { pathTo, goTo };
}
