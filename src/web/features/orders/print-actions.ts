import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@/core/contracts/orders';
import { printingEndpoints } from '@/core/contracts/printing';
import { type PrintRoute, stationOfItem } from '@/core/kitchen-stations';
import { eposRequestBody, eposServiceUrl, type PrintCommand, parseEposResponse } from '@/core/printing/epos-print';
import { kitchenTicket, ticketsByStation } from '@/core/printing/kitchen-ticket';
import { receiptCommands } from '@/core/printing/receipt';
import { call } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { fetchReceipt, markPrinted, type Printer, type PrintJob, printersKey, printJobsKey, recordPrintFailure } from './printing-api';
import { orderingMenuKey } from './table-service-api';

/** How long the printer may take to print before it answers; the browser waits a little longer for its answer. */
const printerTimeoutMs = 10_000;

/**
 * POSTs the print document to the printer's ePOS-Print service from this tablet's browser.
 * Answers null once printed, or what went wrong in words the staff understand.
 */
export async function sendToPrinter(printer: Printer, commands: readonly PrintCommand[]): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), printerTimeoutMs + 2_000);
  try {
    const response = await fetch(eposServiceUrl(printer, { protocol: window.location.protocol, timeoutMs: printerTimeoutMs }), {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT', SOAPAction: '""' },
      body: eposRequestBody(commands),
      signal: controller.signal,
    });
    const answer = parseEposResponse(await response.text());
    if (!answer) return 'プリンターから正しい応答がありませんでした';
    return answer.success ? null : `プリンターが印刷できませんでした（${answer.code || 'エラー'}）`;
  } catch {
    return controller.signal.aborted ? 'プリンターが応答しません' : 'プリンターに接続できません';
  } finally {
    clearTimeout(timer);
  }
}

const printersOf = (queryClient: QueryClient) =>
  queryClient.ensureQueryData({ queryKey: printersKey, queryFn: ({ signal }) => call(printingEndpoints.printers, { signal }) });
const menuOf = (queryClient: QueryClient) =>
  queryClient.ensureQueryData({ queryKey: orderingMenuKey, queryFn: ({ signal }) => call(ordersEndpoints.menu, { signal }) });

const printerFor = (printers: readonly Printer[], route: PrintRoute) => printers.find((p) => p.route === route && p.isEnabled);

/** What a print run did: how many went out, and the routes whose printer did not take theirs (kept for 再印刷). */
export type PrintResult = { printed: number; failed: string[]; withoutPrinter: number };

/**
 * Printing from this tablet: each order's kitchen tickets to the printer of each station, the
 * seat's receipt to the receipt printer, and 再印刷 of what was kept. A printer that does not
 * take its part leaves it on the server's print queue, which 注文確認 shows with 再印刷.
 */
export function usePrintActions() {
  const queryClient = useQueryClient();
  const refreshQueue = () => queryClient.invalidateQueries({ queryKey: printJobsKey });

  async function stationTickets(order: Order, isReprint: boolean) {
    const [{ items: printers }, menu] = await Promise.all([printersOf(queryClient), menuOf(queryClient)]);
    return ticketsByStation(order, stationOfItem(menu)).map(({ station, lines }) => {
      const printer = printerFor(printers, station);
      // Without a printer, the layout of 80 mm paper: what the browser prints.
      return { station, printer, commands: kitchenTicket(order, station, lines, printer?.paperWidth ?? 80, { isReprint }) };
    });
  }

  async function printOrder(order: Order, { isReprint = false } = {}): Promise<PrintResult> {
    const result: PrintResult = { printed: 0, failed: [], withoutPrinter: 0 };
    for (const { station, printer, commands } of await stationTickets(order, isReprint)) {
      if (!printer) {
        result.withoutPrinter += 1;
        continue;
      }
      const error = await sendToPrinter(printer, commands);
      if (error === null) result.printed += 1;
      else {
        result.failed.push(station);
        await recordPrintFailure({ kind: 'ticket', route: station, sourceId: order.id, error });
      }
    }
    if (result.failed.length > 0) await refreshQueue();
    return result;
  }

  /** The commands of a seat's receipt for the receipt printer's paper (80 mm without one, for the browser). */
  async function receiptDocument(receiptId: string, tendered?: number) {
    const [{ items: printers }, receipt] = await Promise.all([printersOf(queryClient), fetchReceipt(receiptId)]);
    const printer = printerFor(printers, 'receipt');
    return { printer, commands: receiptCommands(receipt, printer?.paperWidth ?? 80, { tendered }) };
  }

  async function printReceipt(receiptId: string, tendered?: number): Promise<string | null> {
    const { printer, commands } = await receiptDocument(receiptId, tendered);
    if (!printer) return 'レシートプリンターが設定されていません';
    const error = await sendToPrinter(printer, commands);
    if (error !== null) {
      await recordPrintFailure({ kind: 'receipt', route: 'receipt', sourceId: receiptId, error });
      await refreshQueue();
    }
    return error;
  }

  /** 再印刷 of a kept ticket or receipt; answers null once printed (it leaves the queue), or the error. */
  async function retry(job: PrintJob): Promise<string | null> {
    let printer: Printer | undefined;
    let commands: PrintCommand[] | null | undefined = null;
    if (job.kind === 'receipt') ({ printer, commands } = await receiptDocument(job.sourceId));
    else if (job.order) ({ printer, commands } = (await stationTickets(job.order, true)).find((t) => t.station === job.route) ?? {});
    if (!printer || !commands) return 'この伝票を印刷するプリンターが設定されていません';
    const error = await sendToPrinter(printer, commands);
    if (error === null) await markPrinted(job.id);
    else await recordPrintFailure({ kind: job.kind, route: job.route, sourceId: job.sourceId, error });
    await refreshQueue();
    return error;
  }

  return { printOrder, printReceipt, receiptDocument, retry, stationTickets };
}
