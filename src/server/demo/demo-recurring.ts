import { and, eq } from 'drizzle-orm';
import { todayInJapan } from '@/core/documents';
import { nextPeriod } from '@/core/recurring-periods';
import type { Db } from '../db/client';
import { customers, recurringInvoices, users } from '../db/schema';

/**
 * One 定期請求 a company: 月額保守 for 青空商事 on the last day of every month from next month, as
 * drafts — the list shows it with its next day, and nothing is made while the demo is loaded.
 */
export async function seedDemoRecurringInvoice(db: Db, companyId: string): Promise<void> {
  const [existing] = await db
    .select({ id: recurringInvoices.id })
    .from(recurringInvoices)
    .where(eq(recurringInvoices.companyId, companyId))
    .limit(1);
  if (existing) return;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.code, 'C-001')));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')))
    .limit(1);
  if (!customer || !admin) return;
  await db.insert(recurringInvoices).values({
    id: crypto.randomUUID(),
    companyId,
    customerId: customer.id,
    name: '月額保守（青空商事）',
    dayOfMonth: null,
    startDate: `${nextPeriod(todayInJapan().slice(0, 7))}-01`,
    mode: 'draft',
    content: {
      subject: '月額保守料',
      priceMode: 'exclusive',
      billedMonthOffset: 0,
      dueRule: { kind: 'terms' },
      notes: '',
      lines: [
        {
          kind: 'item',
          productId: null,
          code: '',
          name: 'システム保守（月額）',
          quantity: '1',
          unit: '式',
          unitPrice: 30_000,
          taxCategory: 'standard',
          isWithholding: false,
          date: null,
        },
      ],
    },
    createdBy: admin.id,
    updatedBy: admin.id,
  });
}
