import { toast } from 'sonner';
import { printRouteLabels } from '@/core/kitchen-stations';
import type { Order } from '@/web/lib/ordering';
import { autoPrintKey, useDeviceSetting } from './device-setting';
import { usePrintActions } from './print-actions';
import { printInBrowser } from './thermal-print-sheet';

/** Tells the staff what a print run did; a printer that failed left its ticket for 再印刷. */
function reportPrint(order: Order, failed: string[]) {
  if (failed.length === 0) toast.success(`${order.seatName}の伝票を印刷しました`);
  else
    toast.error(
      `${failed.map((r) => printRouteLabels[r as keyof typeof printRouteLabels]).join('・')}のプリンターに印刷できませんでした。再印刷待ちに残しています`,
    );
}

/**
 * An order's kitchen tickets, to each station's printer; without any printer set up, in the
 * browser's print dialog. `handleOrderCreated` prints each new order by itself on the tablet
 * whose 自動印刷 is on.
 */
export function useOrderPrinting(companyId: string) {
  const actions = usePrintActions();
  const [autoPrint] = useDeviceSetting(autoPrintKey(companyId), ['on', 'off'], 'off');

  async function printTickets(order: Order, { isAuto = false } = {}) {
    try {
      const result = await actions.printOrder(order, { isReprint: !isAuto });
      if (result.printed + result.failed.length > 0) return reportPrint(order, result.failed);
      // No printer for any of its stations: asked for, the browser prints the tickets one after the other.
      if (!isAuto) printInBrowser((await actions.stationTickets(order, true)).flatMap((t) => t.commands));
    } catch (error) {
      console.warn('伝票を印刷できませんでした', error);
      toast.error(`${order.seatName}の伝票を印刷できませんでした`);
    }
  }

  function handleOrderCreated(order: Order) {
    if (autoPrint === 'on') void printTickets(order, { isAuto: true });
  }

  return { printTickets, handleOrderCreated };
}
