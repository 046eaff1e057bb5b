import { formatJapanTime } from '../calendar';
import type { Order } from '../contracts/orders';
import { optionsText } from '../item-options';
import { type KitchenStation, kitchenStations, printRouteLabels } from '../kitchen-stations';
import { type PaperWidth, type PrintCommand, paperColumns, rule, spread, textLines } from './epos-print';

type TicketOrder = Pick<Order, 'id' | 'orderNo' | 'seatName' | 'createdAt' | 'note' | 'items'>;

/** The lines of an order each station makes (their places in the order), stations without any left out. */
export function ticketsByStation(order: Pick<Order, 'items'>, stationOf: (itemId: string) => KitchenStation) {
  return kitchenStations.flatMap((station) => {
    const lines = order.items.flatMap((line, index) => (stationOf(line.itemId) === station ? [index] : []));
    return lines.length > 0 ? [{ station, lines }] : [];
  });
}

/** The short number a ticket and the order card both show: the order's last four digits. */
export const orderNumberOf = (order: Pick<Order, 'orderNo'>) => order.orderNo.slice(-4);

const large = { width: 2, height: 2, em: true } as const;

/**
 * A kitchen ticket (調理伝票) of one station: the seat and the order number large, the station
 * and the time, each item and its quantity in double height with its options under it, and the
 * diner's note. `isReprint` marks a ticket printed again, so the kitchen does not make it twice.
 */
export function kitchenTicket(
  order: TicketOrder,
  station: KitchenStation,
  lines: readonly number[],
  paper: PaperWidth,
  { isReprint = false }: { isReprint?: boolean } = {},
): PrintCommand[] {
  const columns = paperColumns[paper];
  const items = lines.flatMap((index) => {
    const line = order.items[index];
    if (!line) return [];
    const options = optionsText(line.options);
    return [
      ...spread(line.name, `×${line.quantity}`, columns / 2).map(
        (text): PrintCommand => ({ type: 'text', text, style: { width: 2, height: 2 } }),
      ),
      ...(options ? textLines(`  ${options}`, paper) : []),
    ];
  });
  return [
    ...(isReprint ? textLines('【再印刷】', paper, { align: 'center', em: true }) : []),
    ...textLines(order.seatName, paper, { ...large, align: 'center' }),
    ...textLines(`No.${orderNumberOf(order)}`, paper, { ...large, align: 'center' }),
    ...spread(`${printRouteLabels[station]}伝票`, `${formatJapanTime(order.createdAt)} 注文`, columns).map(
      (text): PrintCommand => ({ type: 'text', text }),
    ),
    rule(paper),
    ...items,
    rule(paper),
    ...(order.note ? textLines(`ご要望: ${order.note}`, paper, { em: true }) : []),
    { type: 'feed', lines: 2 },
    { type: 'cut' },
  ];
}
