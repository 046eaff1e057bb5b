import { recurringInvoiceEndpoints as endpoints } from '@/core/contracts/recurring-invoices';
import { companyUserOf } from '../../../auth/session';
import { contractRouter } from '../../../http/contract-router';
import type { AppEnv } from '../../../http/env';
import type { RecurringDeps } from './recurring-run';
import { saveRecurringInvoice, stopRecurringInvoice } from './recurring-save';
import { getRecurringInvoice, listRecurringInvoices } from './recurring-view';

/**
 * /api/recurring-invoices: 定期請求 (the invoice flag, as for 請求書). Saving a template runs its
 * periods already due, so the first invoice appears at once when its day has come; past months
 * are made as drafts, and the answer says which.
 */
export function recurringInvoiceRoutes(deps: RecurringDeps) {
  const { db } = deps;
  const { app, on } = contractRouter<AppEnv>('/api/recurring-invoices');
  on(endpoints.list, async (c) => c.json(await listRecurringInvoices(db, companyUserOf(c).companyId)));
  on(endpoints.create, async (c) => c.json(await saveRecurringInvoice(deps, companyUserOf(c), null, c.req.valid('json')), 201));
  on(endpoints.get, async (c) => c.json(await getRecurringInvoice(db, companyUserOf(c).companyId, c.req.param('id'))));
  on(endpoints.update, async (c) => c.json(await saveRecurringInvoice(deps, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.stop, async (c) => {
    const user = companyUserOf(c);
    await stopRecurringInvoice(db, user, c.req.param('id'));
    return c.json(await getRecurringInvoice(db, user.companyId, c.req.param('id')));
  });
  return app;
}
