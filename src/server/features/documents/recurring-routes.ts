import { Hono } from 'hono';
import { recurringInvoiceInput } from '@/core/schemas/recurring-invoices';
import { companyUserOf } from '../../auth/session';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { runDueRecurringInvoices } from './recurring-due';
import type { RecurringDeps } from './recurring-run';
import { createRecurringInvoice, stopRecurringInvoice, updateRecurringInvoice } from './recurring-save';
import { getRecurringInvoice, listRecurringInvoices } from './recurring-view';

/**
 * /api/recurring-invoices: 定期請求 (the invoice flag, as for 請求書). Saving a template runs its
 * periods already due, so the first invoice appears at once when its day has come.
 */
export function recurringInvoiceRoutes(deps: RecurringDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const runNow = (companyId: string, templateId: string) => runDueRecurringInvoices(deps, { companyId, templateId });
  app.get('/', async (c) => c.json(await listRecurringInvoices(db, companyUserOf(c).companyId)));
  app.post('/', jsonBody(recurringInvoiceInput), async (c) => {
    const user = companyUserOf(c);
    const id = await createRecurringInvoice(db, user, c.req.valid('json'));
    await runNow(user.companyId, id);
    return c.json(await getRecurringInvoice(db, user.companyId, id), 201);
  });
  app.get('/:id', async (c) => c.json(await getRecurringInvoice(db, companyUserOf(c).companyId, c.req.param('id'))));
  app.put('/:id', jsonBody(recurringInvoiceInput), async (c) => {
    const user = companyUserOf(c);
    await updateRecurringInvoice(db, user, c.req.param('id'), c.req.valid('json'));
    await runNow(user.companyId, c.req.param('id'));
    return c.json(await getRecurringInvoice(db, user.companyId, c.req.param('id')));
  });
  app.post('/:id/stop', async (c) => {
    const user = companyUserOf(c);
    await stopRecurringInvoice(db, user, c.req.param('id'));
    return c.json(await getRecurringInvoice(db, user.companyId, c.req.param('id')));
  });
  return app;
}
