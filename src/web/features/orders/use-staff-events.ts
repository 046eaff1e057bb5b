import { useQueryClient } from '@tanstack/react-query';
import type { CompanyEvents } from '@/core/live-events';
import type { Order } from '@/web/lib/ordering';
import { useCompanyEvents } from '@/web/lib/use-company-events';
import type { ListenedEvent } from '@/web/lib/use-event-stream';
import { floorMapKey } from './floor-map-api';
import { menuKey } from './menu-api';
import { mergeOrder, type OrderList, ordersKey } from './orders-api';
import { printJobsKey } from './printing-api';
import { seatsKey } from './seats-api';
import { addRequest, dropRequest, orderingMenuKey, requestsKey, type SeatRequest, seatBillPrefix, seatBillsKey } from './table-service-api';

const eventTypes = [
  'order.created',
  'order.updated',
  'seat.changed',
  'seat-request.created',
  'seat-request.handled',
  'menu.changed',
  'print-job.changed',
] as const;

/**
 * Keeps the staff screens' queries live and reports each new order and each diner's request. The first connection
 * starts at the present, so only orders placed after the page opened are reported; after a
 * drop the server replays what was missed (Last-Event-ID), so none is lost.
 */
export function useStaffEvents(onOrderCreated: (order: Order) => void, onSeatRequest: (request: SeatRequest) => void = () => {}) {
  const queryClient = useQueryClient();

  function invalidateBills() {
    void queryClient.invalidateQueries({ queryKey: seatBillsKey });
    void queryClient.invalidateQueries({ queryKey: seatBillPrefix });
    void queryClient.invalidateQueries({ queryKey: floorMapKey });
  }

  function handleEvent(event: ListenedEvent<CompanyEvents, (typeof eventTypes)[number]>) {
    switch (event.type) {
      case 'ready':
      case 'reset':
        // Whatever changed between the first fetch and the (re)connection is fetched again.
        for (const queryKey of [
          ordersKey,
          seatsKey,
          menuKey,
          orderingMenuKey,
          requestsKey,
          seatBillsKey,
          seatBillPrefix,
          printJobsKey,
          floorMapKey,
        ])
          void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
        break;
      case 'order.created':
        queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, event.data));
        invalidateBills();
        // An order already served when it is written (the お通し at 来店) is nothing to alert.
        if (event.data.status === 'new') onOrderCreated(event.data);
        break;
      case 'order.updated':
        queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, event.data));
        invalidateBills();
        break;
      case 'seat.changed':
        void queryClient.invalidateQueries({ queryKey: seatsKey });
        invalidateBills();
        break;
      case 'seat-request.created':
        queryClient.setQueryData(requestsKey, (list: Parameters<typeof addRequest>[0]) => addRequest(list, event.data));
        void queryClient.invalidateQueries({ queryKey: seatBillsKey });
        void queryClient.invalidateQueries({ queryKey: floorMapKey });
        onSeatRequest(event.data);
        break;
      case 'seat-request.handled':
        queryClient.setQueryData(requestsKey, (list: Parameters<typeof dropRequest>[0]) => dropRequest(list, event.data.id));
        void queryClient.invalidateQueries({ queryKey: floorMapKey });
        break;
      case 'menu.changed':
        void queryClient.invalidateQueries({ queryKey: menuKey });
        void queryClient.invalidateQueries({ queryKey: orderingMenuKey });
        break;
      case 'print-job.changed':
        void queryClient.invalidateQueries({ queryKey: printJobsKey });
        break;
    }
  }

  return useCompanyEvents(eventTypes, handleEvent);
}
