import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type CartChange, cartChangeOptions } from './cart-mutations';
import type { CartLine, SeatRef } from './diner-api';
import { dinerErrorMessage, useDinerText } from './i18n/diner-language';
import { isUrlError, useLeaveSeat } from './use-leave-seat';

type LineInfo = Omit<CartLine, 'quantity' | 'addedAt'>;

/** The diner's cart actions, shown at once and saved in order (see cartChangeOptions). */
export function useCartActions(ref: SeatRef) {
  const queryClient = useQueryClient();
  const leaveSeat = useLeaveSeat();
  const text = useDinerText();
  const mutation = useMutation(
    cartChangeOptions(queryClient, ref, (error) => (isUrlError(error) ? leaveSeat() : toast.error(dinerErrorMessage(error, text)))),
  );
  const change = (c: CartChange) => mutation.mutate(c);
  return {
    add: (line: LineInfo, quantity = 1) => change({ kind: 'add', line, quantity }),
    setQuantity: (line: LineInfo, quantity: number) => change({ kind: 'set', line, quantity }),
    remove: (line: LineInfo) => change({ kind: 'set', line, quantity: 0 }),
    clear: () => change({ kind: 'clear' }),
  };
}
