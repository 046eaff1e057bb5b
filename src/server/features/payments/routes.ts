import { paymentsEndpoints } from '@/core/contracts/payments';
import { receivablesEndpoints } from '@/core/contracts/receivables';
import { todayInJapan } from '@/core/documents';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import { csvBody } from '../../http/csv-body';
import type { AppEnv } from '../../http/env';
import { idempotencyKeyOf } from '../../mail/delivery-routes';
import { openInvoicesFor } from './open-invoices';
import { customerReceivable, listReceivables } from './receivables';
import { receivablesCsv } from './receivables-csv';
import { createPayment, deletePayment, updatePayment } from './save-payment';
import { type ReminderDeps, sendReminder } from './send-reminder';
import { findPayment, listPayments, toPayment } from './view';

/** /api/payments: 入金 and their 消込. The API guard has checked the invoice flag. */
export function paymentsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/payments');
  on(paymentsEndpoints.list, async (c) => c.json(await listPayments(db, companyUserOf(c).companyId, c.req.valid('query'))));
  on(paymentsEndpoints.create, async (c) => c.json(await createPayment(db, companyUserOf(c), c.req.valid('json')), 201));
  on(paymentsEndpoints.openInvoices, async (c) => {
    const { customerId, paymentId } = c.req.valid('query');
    return c.json(await openInvoicesFor(db, companyUserOf(c).companyId, customerId, paymentId));
  });
  on(paymentsEndpoints.get, async (c) => c.json(await toPayment(db, await findPayment(db, companyUserOf(c).companyId, c.req.param('id')))));
  on(paymentsEndpoints.update, async (c) => c.json(await updatePayment(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(paymentsEndpoints.remove, async (c) => {
    await deletePayment(db, companyUserOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** /api/receivables: 売掛金 per customer as of a day (default today in Japan), a customer's open invoices, the CSV, 督促. */
export function receivablesRoutes({ db, outbox, invoicePdf }: ReminderDeps) {
  const { app, on } = contractRouter<AppEnv>('/api/receivables');
  /**
   * 督促: a reminder mail for an invoice that still owes money (text from reminderTemplate, edited
   * by the user), its PDF attached; queued and answered at once (202, the delivery).
   */
  on(receivablesEndpoints.reminder, async (c) => {
    const options = { idempotencyKey: idempotencyKeyOf(c) };
    return c.json(await sendReminder({ db, outbox, invoicePdf }, companyUserOf(c), c.req.param('id'), c.req.valid('json'), options), 202);
  });
  on(receivablesEndpoints.list, async (c) => {
    const asOf = c.req.valid('query').asOf ?? todayInJapan();
    return c.json(await listReceivables(db, companyUserOf(c).companyId, asOf));
  });
  on(receivablesEndpoints.export, async (c) => {
    const { asOf = todayInJapan(), encoding } = c.req.valid('query');
    const csv = receivablesCsv(await listReceivables(db, companyUserOf(c).companyId, asOf));
    const day = asOf.replace(/-/g, '');
    c.header('Content-Disposition', attachment(`receivables-${day}.csv`, `売掛金一覧-${day}.csv`));
    return c.body(csvBody(c, csv, encoding));
  });
  on(receivablesEndpoints.customer, async (c) => {
    const asOf = c.req.valid('query').asOf ?? todayInJapan();
    return c.json(await customerReceivable(db, companyUserOf(c).companyId, c.req.param('customerId'), asOf));
  });
  return app;
}
