import { Toaster } from 'sonner';
import { toasterSettings } from '@/web/lib/toaster-settings';
import { useDinerText } from './i18n/diner-language';

/** The toasts in the diner's language (their region and close button are read out). */
export function DinerToaster() {
  const { t } = useDinerText();
  return (
    <Toaster
      {...toasterSettings}
      customAriaLabel={t.notifications}
      toastOptions={{ closeButtonAriaLabel: t.closeNotification }}
      theme="light"
    />
  );
}
