import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FirstScreen } from './features/mobile-order/diner-api';
import { seedFirstScreen } from './features/mobile-order/diner-api';
import { loadDictionary, phoneLanguage } from './features/mobile-order/i18n/diner-language';
import { ja } from './features/mobile-order/i18n/ja';
import { readImagePlaceholders } from './features/mobile-order/image-placeholders';
import { createQueryClient } from './lib/query-client';
import { MobileOrderApp } from './mobile-order-app';
import './styles.css';

/**
 * The diners' page (mobile-order.html): its own entry, so a phone at the table downloads the
 * ordering screens and nothing of the back-office (router, shell, dialogs, themes).
 * For a known seat the server has rendered the first screen and put its menu and cart in the
 * page (#first-screen), in the diner's language with that language's strings: the browser takes
 * that markup over as it is, without a request. Otherwise the page fetches the strings of the
 * phone's language (Japanese is bundled) before its first render.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from mobile-order.html');

const queryClient = createQueryClient();
const data = document.getElementById('first-screen')?.textContent;

if (data) {
  const screen = JSON.parse(data) as FirstScreen;
  seedFirstScreen(queryClient, screen);
  hydrateRoot(
    root,
    <MobileOrderApp
      queryClient={queryClient}
      placeholders={readImagePlaceholders(root)}
      language={screen.language}
      dictionary={screen.dictionary ?? ja}
    />,
  );
} else {
  const wanted = phoneLanguage();
  // A language whose strings cannot be fetched (offline) shows the page in Japanese rather than none.
  void loadDictionary(wanted)
    .catch(() => ja)
    .then((dictionary) => {
      const language = dictionary === ja ? 'ja' : wanted;
      document.documentElement.lang = language;
      createRoot(root).render(<MobileOrderApp queryClient={queryClient} language={language} dictionary={dictionary} />);
    });
}
