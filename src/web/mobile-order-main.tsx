import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FirstScreen } from './features/mobile-order/diner-api';
import { seedFirstScreen } from './features/mobile-order/diner-api';
import { readInlineImages } from './features/mobile-order/inline-images';
import { createQueryClient } from './lib/query-client';
import { MobileOrderApp } from './mobile-order-app';
import './styles.css';

/**
 * The diners' page (mobile-order.html): its own entry, so a phone at the table downloads the
 * ordering screens and nothing of the back-office (router, shell, dialogs, themes).
 * For a known seat the server has rendered the first screen and put its menu and cart in the
 * page (#first-screen): the browser takes that markup over as it is, without a request.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from mobile-order.html');

const queryClient = createQueryClient();
const data = document.getElementById('first-screen')?.textContent;

if (data) {
  seedFirstScreen(queryClient, JSON.parse(data) as FirstScreen);
  hydrateRoot(root, <MobileOrderApp queryClient={queryClient} inlineImages={readInlineImages(root)} />);
} else {
  createRoot(root).render(<MobileOrderApp queryClient={queryClient} />);
}
