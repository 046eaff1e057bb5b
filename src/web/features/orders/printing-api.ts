import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { printingEndpoints as endpoints, type Printer, type PrintJob } from '@/core/contracts/printing';
import type { PrintRoute } from '@/core/kitchen-stations';
import type { PrinterInput, PrintFailureInput } from '@/core/schemas/printing';
import { call } from '@/web/lib/api';
import { mergeOrder, type OrderList, ordersKey } from './orders-api';

export type { Printer, PrintJob };

export const printersKey = ['orders', 'printers'] as const;
export const printJobsKey = ['orders', 'print-jobs'] as const;

export function usePrinters() {
  return useQuery({ queryKey: printersKey, queryFn: ({ signal }) => call(endpoints.printers, { signal }), select: (d) => d.items });
}

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ route, printer }: { route: PrintRoute; printer: Partial<PrinterInput> & { host: string } }) =>
      call(endpoints.savePrinter, { params: { route }, body: printer as PrinterInput }),
    onSuccess: (answer) => queryClient.setQueryData(printersKey, answer),
  });
}

export function useRemovePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (route: PrintRoute) => call(endpoints.removePrinter, { params: { route } }),
    onSuccess: (answer) => queryClient.setQueryData(printersKey, answer),
  });
}

/** 再印刷待ち: kept on the server, so a reload or another tablet still shows them (live through the staff stream). */
export function usePrintJobs() {
  return useQuery({ queryKey: printJobsKey, queryFn: ({ signal }) => call(endpoints.printJobs, { signal }), select: (d) => d.items });
}

export const recordPrintFailure = (failure: PrintFailureInput) => call(endpoints.failPrint, { body: failure });
export const markPrinted = (id: string) => call(endpoints.printed, { params: { id } });
export const fetchReceipt = (id: string) => call(endpoints.receipt, { params: { id } });

/** キッチン表示's bump: lines of an order 提供済 (one item, or the station's whole ticket). */
export function useServeLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lines }: { id: string; lines: number[] }) => call(endpoints.serveLines, { params: { id }, body: { lines } }),
    onSuccess: (order) => queryClient.setQueryData<OrderList>(ordersKey, (list) => mergeOrder(list, order)),
  });
}
