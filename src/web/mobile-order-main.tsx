import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { MobileOrderPage } from './features/mobile-order/mobile-order-page';
import { createQueryClient } from './lib/query-client';
import { toasterSettings } from './lib/toaster-settings';
import './styles.css';

/**
 * The diners' page (mobile-order.html): its own entry, so a phone at the table downloads the
 * ordering screens and nothing of the back-office (router, shell, dialogs, themes).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from mobile-order.html');

const queryClient = createQueryClient();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Light blue page, content in a centred column; the page draws its own header. */}
      <div className="min-h-dvh bg-sky-50 text-slate-900">
        <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col">
          <MobileOrderPage />
        </div>
      </div>
      <Toaster {...toasterSettings} theme="light" />
    </QueryClientProvider>
  </StrictMode>,
);
