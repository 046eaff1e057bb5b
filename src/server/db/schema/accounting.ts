import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccountingPackage, AccountMapping, FeeTreatment } from '@/core/accounting';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/** 会計連携: the accounting package a company's 仕訳CSV is laid out for, and its 勘定科目 and 補助科目. */
export const accountingSettings = pgTable('accounting_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  package: text('package').$type<AccountingPackage>().notNull().default('freee'),
  /**
   * The account of each role, and how the 振込手数料 is booked (`feeTreatment`, added later: kept in
   * this jsonb so that no migration was needed; absent on rows saved before it).
   */
  accounts: jsonb('accounts').$type<AccountMapping & { feeTreatment?: FeeTreatment }>().notNull(),
  customerAsSubAccount: boolean('customer_as_sub_account').notNull().default(true),
  ...timestamps,
});
