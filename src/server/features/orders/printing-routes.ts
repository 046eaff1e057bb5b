import { printingEndpoints as endpoints } from '@/core/contracts/printing';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import type { SeatReceiptIssuer } from './close-seat';
import { listPrintJobs, markPrinted, recordPrintFailure, ticketTitle } from './print-jobs';
import { listPrinters, removePrinter, savePrinter } from './printers';
import { serveOrderLines } from './serve-order-lines';

type On = ReturnType<typeof contractRouter<AppEnv>>['on'];

/**
 * キッチン表示's 提供済 per item and ticket, the printers of the routes, the queue of what did not
 * print, and a seat's receipt as the receipt printer prints it. Under /api/orders (flag quote).
 */
export function printingRoutes(on: On, db: Db, seatReceipts: SeatReceiptIssuer | undefined) {
  on(endpoints.serveLines, async (c) => c.json(await serveOrderLines(db, companyUserOf(c), c.req.param('id'), c.req.valid('json').lines)));
  on(endpoints.printers, async (c) => c.json({ items: await listPrinters(db, companyUserOf(c)) }));
  on(endpoints.savePrinter, async (c) =>
    c.json({ items: await savePrinter(db, companyUserOf(c), c.req.param('route'), c.req.valid('json')) }),
  );
  on(endpoints.removePrinter, async (c) => c.json({ items: await removePrinter(db, companyUserOf(c), c.req.param('route')) }));
  on(endpoints.printJobs, async (c) => c.json({ items: await listPrintJobs(db, companyUserOf(c)) }));
  on(endpoints.failPrint, async (c) => {
    const user = companyUserOf(c);
    const input = c.req.valid('json');
    const title = input.kind === 'ticket' ? await ticketTitle(db, user, input) : `領収書 ${(await receiptOf(user, input.sourceId)).number}`;
    return c.json(await recordPrintFailure(db, user, input, title), 201);
  });
  on(endpoints.printed, async (c) => {
    await markPrinted(db, companyUserOf(c), c.req.param('id'));
    return c.json({ ok: true as const });
  });
  on(endpoints.receipt, async (c) => c.json(await receiptOf(companyUserOf(c), c.req.param('id'))));

  function receiptOf(user: ReturnType<typeof companyUserOf>, id: string) {
    if (!seatReceipts) throw notFound('APIが見つかりません');
    return seatReceipts.printable(user, id);
  }
}
