import { renderToString } from 'react-dom/server';
import type { DinerLanguage } from '@/core/diner-languages';
import { type FirstScreen, seedFirstScreen } from './features/mobile-order/diner-api';
import { ServerUrlContext } from './features/mobile-order/diner-location';
import type { Dictionary } from './features/mobile-order/i18n/dictionary';
import { en } from './features/mobile-order/i18n/en';
import { ja } from './features/mobile-order/i18n/ja';
import { ko } from './features/mobile-order/i18n/ko';
import { zhHans } from './features/mobile-order/i18n/zh-hans';
import { zhHant } from './features/mobile-order/i18n/zh-hant';
import type { ImagePlaceholders } from './features/mobile-order/image-placeholders';
import { documentTitle, readMobileOrderQuery } from './features/mobile-order/page-state';
import { createQueryClient } from './lib/query-client';
import { MobileOrderApp } from './mobile-order-app';

/** The server has every language at hand; the browser gets the one it renders in. */
const dictionaries: Record<DinerLanguage, Dictionary> = { ja, en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ko };

type RenderInput = {
  /** Path and query of the page, as the browser shows them. */
  url: string;
  firstScreen: Omit<FirstScreen, 'dictionary'>;
  placeholders: ImagePlaceholders;
};

/**
 * The diners' first screen as HTML, for the server to put in mobile-order.html, and the data to
 * put beside it: the same tree the browser renders from the same data, so it takes the markup
 * over (hydrates) unchanged. A language other than Japanese sends its strings along (the
 * browser would otherwise fetch them before it could take over).
 */
export function renderMobileOrderPage({ url, firstScreen, placeholders }: RenderInput): { html: string; data: FirstScreen; title: string } {
  const dictionary = dictionaries[firstScreen.language];
  const data: FirstScreen = firstScreen.language === 'ja' ? firstScreen : { ...firstScreen, dictionary };
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, data);
  const html = renderToString(
    <ServerUrlContext value={url}>
      <MobileOrderApp queryClient={queryClient} placeholders={placeholders} language={firstScreen.language} dictionary={dictionary} />
    </ServerUrlContext>,
  );
  queryClient.clear();
  // The tab's title as the page sets it (SeatArea): 「メニュー｜<店名>」 in the diner's language.
  const { company } = firstScreen.menu;
  const title = documentTitle(
    readMobileOrderQuery(url.slice(url.indexOf('?') + 1)).page,
    dictionary.pageTitles,
    company.storeName || company.name,
  );
  return { html, data, title };
}
