import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiRequestError } from '@/web/lib/api';
import { dinerKey } from './diner-api';
import { navigateDiner } from './diner-location';
import { useDinerText } from './i18n/diner-language';

/** The server's answer for a company or seat that does not exist (or a retired QR code). */
export function isUrlError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404 && error.code === 'SEAT_NOT_FOUND';
}

/**
 * Missing company or seat setting (specification §2, §8): error toast, every company, menu,
 * seat, cart and history state cleared, and the bare /mobile-order/ page.
 */
export function useLeaveSeat() {
  const queryClient = useQueryClient();
  const { t } = useDinerText();
  return () => {
    // The id keeps several failing requests from stacking the same toast.
    toast.error(t.urlError, { id: 'url-error' });
    queryClient.removeQueries({ queryKey: dinerKey });
    navigateDiner('/mobile-order/', { replace: true });
  };
}
