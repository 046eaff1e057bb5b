import { z } from 'zod';
import { printRoutes } from '../kitchen-stations';
import { taxCategories } from '../money';
import { printerInput, printFailureInput, serveLinesInput } from '../schemas/printing';
import { endpoint } from './endpoint';
import { order } from './orders';

/** キッチン表示 by station and printing (under /api/orders, flag quote): 提供済 per item, printers, the print queue, receipts to print. */

export const printer = z.object({
  route: z.enum(printRoutes),
  name: z.string(),
  host: z.string(),
  deviceId: z.string(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  isEnabled: z.boolean(),
});
export type Printer = z.output<typeof printer>;

/** A ticket or receipt waiting for 再印刷; a ticket carries its order (null: deleted since). */
export const printJob = z.object({
  id: z.string(),
  kind: z.enum(['ticket', 'receipt']),
  route: z.enum(printRoutes),
  sourceId: z.string(),
  title: z.string(),
  error: z.string(),
  attempts: z.number(),
  createdAt: z.number(),
  order: order.nullable(),
});
export type PrintJob = z.output<typeof printJob>;

/** A seat's 領収書 as a thermal receipt prints it: the same figures as its PDF. */
export const printableReceipt = z.object({
  id: z.string(),
  number: z.string(),
  issueDate: z.string(),
  issuedAt: z.string().nullable(),
  storeName: z.string(),
  issuerName: z.string(),
  registrationNumber: z.string(),
  addressee: z.string(),
  priceMode: z.enum(['exclusive', 'inclusive']),
  lines: z.array(z.object({ name: z.string(), quantity: z.string(), amount: z.number(), isReduced: z.boolean() })),
  subtotal: z.number(),
  byRate: z.array(z.object({ taxCategory: z.enum(taxCategories), rate: z.number(), base: z.number(), tax: z.number() })),
  tax: z.number(),
  total: z.number(),
});
export type PrintableReceipt = z.output<typeof printableReceipt>;

export const printingEndpoints = {
  serveLines: endpoint({
    method: 'POST',
    path: '/api/orders/:id/served-lines',
    summary: '注文の品目を提供済にする（品目ごと・伝票ごと）',
    body: serveLinesInput,
    response: order,
    errors: ['NOT_FOUND', 'STATUS_CHANGE', 'LINE_NOT_FOUND'],
  }),
  printers: endpoint({
    method: 'GET',
    path: '/api/orders/printers',
    summary: 'プリンター設定',
    response: z.object({ items: z.array(printer) }),
    errors: [],
  }),
  savePrinter: endpoint({
    method: 'PUT',
    path: '/api/orders/printers/:route',
    summary: 'プリンター設定を保存する（管理者のみ）',
    body: printerInput,
    response: z.object({ items: z.array(printer) }),
    errors: ['NOT_FOUND'],
  }),
  removePrinter: endpoint({
    method: 'DELETE',
    path: '/api/orders/printers/:route',
    summary: 'プリンター設定を削除する（管理者のみ）',
    response: z.object({ items: z.array(printer) }),
    errors: ['NOT_FOUND'],
  }),
  printJobs: endpoint({
    method: 'GET',
    path: '/api/orders/print-jobs',
    summary: '印刷できなかった伝票とレシート',
    response: z.object({ items: z.array(printJob) }),
    errors: [],
  }),
  failPrint: endpoint({
    method: 'POST',
    path: '/api/orders/print-jobs',
    summary: '印刷できなかった伝票・レシートを再印刷待ちにする',
    body: printFailureInput,
    status: 201,
    response: printJob,
    errors: ['NOT_FOUND'],
  }),
  printed: endpoint({
    method: 'POST',
    path: '/api/orders/print-jobs/:id/printed',
    summary: '再印刷待ちを印刷済みにする',
    response: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/orders/receipts/:id',
    summary: '会計済みで発行した領収書（レシート印刷用）',
    response: printableReceipt,
    errors: ['NOT_FOUND'],
  }),
};
