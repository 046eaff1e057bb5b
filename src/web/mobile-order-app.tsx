import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import type { DinerLanguage } from '@/core/diner-languages';
import { DinerToaster } from './features/mobile-order/diner-toaster';
import type { Dictionary } from './features/mobile-order/i18n/dictionary';
import { DinerLanguageProvider } from './features/mobile-order/i18n/diner-language';
import { ja } from './features/mobile-order/i18n/ja';
import { type ImagePlaceholders, ImagePlaceholdersContext } from './features/mobile-order/image-placeholders';
import { MobileOrderPage } from './features/mobile-order/mobile-order-page';

type MobileOrderAppProps = {
  queryClient: QueryClient;
  placeholders?: ImagePlaceholders;
  /** The diner's language and its strings (decision 014); Japanese when not given. */
  language?: DinerLanguage;
  dictionary?: Dictionary;
};
const noPlaceholders: ImagePlaceholders = new Map();

/**
 * The diners' page as a whole: rendered by the server into mobile-order.html for a known seat
 * (`mobile-order-server.tsx`) and taken over by the browser (`mobile-order-main.tsx`) from the same tree.
 */
export function MobileOrderApp({ queryClient, placeholders = noPlaceholders, language = 'ja', dictionary = ja }: MobileOrderAppProps) {
  // Marks the page as taken over by its scripts (effects run after hydration), for the phone bench to time.
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DinerLanguageProvider language={language} dictionary={dictionary}>
          <ImagePlaceholdersContext value={placeholders}>
            {/* Light blue page, content in a centred column; the page draws its own header. */}
            <div className="min-h-dvh bg-sky-50 text-slate-900">
              <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col">
                <MobileOrderPage />
              </div>
            </div>
          </ImagePlaceholdersContext>
          <DinerToaster />
        </DinerLanguageProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
