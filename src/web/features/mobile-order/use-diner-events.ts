import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dinerRoutes as endpoints } from '@/core/contracts/diner-routes';
import { pathOf } from '@/core/contracts/endpoint';
import type { SeatEvents } from '@/core/live-events';
import { type ListenedEvent, useSeatEvents } from '@/web/lib/use-event-stream';
import { markCartChanged } from './cart-mutations';
import { type SeatRef, seatKeys } from './diner-api';
import { useDinerText } from './i18n/diner-language';
import { useLeaveSeat } from './use-leave-seat';

const eventTypes = [
  'cart.changed',
  'order.created',
  'order.updated',
  'menu.changed',
  'session.closed',
  'seat.changed',
  'seat.revoked',
  'plan.changed',
] as const;

/**
 * The seat's live stream: the shared cart, the menu (売り切れ), the order statuses. Every
 * phone at the seat sees a change the moment it is saved.
 */
export function useDinerEvents(ref: SeatRef) {
  const queryClient = useQueryClient();
  const leaveSeat = useLeaveSeat();
  const { t } = useDinerText();
  const keys = seatKeys(ref);

  function handleEvent(event: ListenedEvent<SeatEvents, (typeof eventTypes)[number]>) {
    switch (event.type) {
      case 'ready':
      case 'reset':
        // Changes made between the first load and the (re)connection.
        void queryClient.invalidateQueries({ queryKey: keys.all }, { cancelRefetch: false });
        break;
      case 'cart.changed':
        markCartChanged(queryClient, ref, event.data.cart);
        break;
      case 'order.created':
      case 'order.updated':
        void queryClient.invalidateQueries({ queryKey: keys.orders });
        break;
      case 'menu.changed':
        void queryClient.invalidateQueries({ queryKey: keys.menu });
        // The cart's lines carry 売り切れ and prices from the menu: an open cart marks them at once.
        markCartChanged(queryClient, ref);
        break;
      case 'seat.changed':
      // A 放題プラン started, extended or ended: its plans sit under the menu's key.
      case 'plan.changed':
        void queryClient.invalidateQueries({ queryKey: keys.menu });
        break;
      case 'session.closed':
        toast.info(t.sessionClosed, { id: 'session-closed' });
        void queryClient.invalidateQueries({ queryKey: keys.all });
        break;
      case 'seat.revoked':
        leaveSeat();
        break;
    }
  }

  return useSeatEvents(pathOf(endpoints.events, ref), eventTypes, handleEvent);
}
