import { renderToString } from 'react-dom/server';
import { type FirstScreen, seedFirstScreen } from './features/mobile-order/diner-api';
import { ServerUrlContext } from './features/mobile-order/diner-location';
import type { InlineImages } from './features/mobile-order/inline-images';
import { createQueryClient } from './lib/query-client';
import { MobileOrderApp } from './mobile-order-app';

type RenderInput = {
  /** Path and query of the page, as the browser shows them. */
  url: string;
  firstScreen: FirstScreen;
  inlineImages: InlineImages;
};

/**
 * The diners' first screen as HTML, for the server to put in mobile-order.html: the same tree
 * the browser renders from the same data, so it takes the markup over (hydrates) unchanged.
 */
export function renderMobileOrderPage({ url, firstScreen, inlineImages }: RenderInput): string {
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, firstScreen);
  const html = renderToString(
    <ServerUrlContext value={url}>
      <MobileOrderApp queryClient={queryClient} inlineImages={inlineImages} />
    </ServerUrlContext>,
  );
  queryClient.clear();
  return html;
}
