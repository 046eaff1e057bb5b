import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccountingPackage, AccountMapping } from '@/core/accounting';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/** 会計連携: the accounting package a company's 仕訳CSV is laid out for, and its 勘定科目 and 補助科目. */
export const accountingSettings = pgTable('accounting_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  package: text('package').$type<AccountingPackage>().notNull().default('freee'),
  accounts: jsonb('accounts').$type<AccountMapping>().notNull(),
  customerAsSubAccount: boolean('customer_as_sub_account').notNull().default(true),
  ...timestamps,
});
