import { eq, sql } from 'drizzle-orm';
import { dashboardEndpoints as endpoints } from '@/core/contracts/dashboard';
import { todayInJapan } from '@/core/documents';
import { type AreaKey, accessSubjectOf, areaByKey, checkAccess, historyArea, isAdminRole } from '@/core/permissions';
import { queryHistory } from '../../audit/query-history';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { customers, documents, menuItems, products, seats } from '../../db/schema';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { awaitingDelivery, invoiceFigures, openQuotations } from './document-figures';
import { orderFigures } from './order-figures';

const exists = async (
  db: Db,
  table: typeof products | typeof customers | typeof seats | typeof menuItems | typeof documents,
  companyId: string,
) => {
  const [row] = await db.select({ one: sql`1` }).from(table).where(eq(table.companyId, companyId)).limit(1);
  return Boolean(row);
};

/**
 * ダッシュボード: needs no flag, but each panel is computed only when the user may open its
 * area — aggregates at the database, never documents shipped to the browser.
 */
export function dashboardRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/dashboard');
  on(endpoints.get, async (c) => {
    const user = companyUserOf(c);
    const subject = accessSubjectOf(user, user.oem);
    const may = (key: AreaKey) => checkAccess(subject, areaByKey(key).path).allowed;
    const companyId = user.companyId;
    const today = todayInJapan();
    const setupSteps = (['products', 'customers', 'quotation', 'seats', 'menu'] as const).filter((key) => may(key));
    const setupTables = { products, customers, quotation: documents, seats, menu: menuItems } as const;
    const [invoices, quotations, purchaseOrders, orders, activity, setup] = await Promise.all([
      may('sales') ? invoiceFigures(db, companyId, today) : null,
      may('quotation') ? openQuotations(db, companyId).then((open) => ({ open })) : null,
      may('purchase') ? awaitingDelivery(db, companyId).then((awaiting) => ({ awaitingDelivery: awaiting })) : null,
      may('orders') ? orderFigures(db, companyId, today) : null,
      checkAccess(subject, historyArea.path).allowed
        ? queryHistory(db, { companyId, userId: isAdminRole(user.role) ? undefined : user.id }, { last: 8 })
        : null,
      Promise.all(setupSteps.map(async (key) => ({ key, isDone: await exists(db, setupTables[key], companyId) }))),
    ]);
    return c.json({
      today,
      invoices,
      quotations,
      purchaseOrders,
      orders,
      activity:
        activity?.map((a) => ({
          id: a.id,
          label: a.label,
          timestamp: a.timestamp,
          userName: a.user?.name ?? '',
          targetLabel: a.targetLabel,
          link: a.link,
        })) ?? null,
      setup,
    });
  });
  return app;
}
