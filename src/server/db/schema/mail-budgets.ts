import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailLimitTier } from '@/core/mail-limits';
import { companies } from './tenancy';

/**
 * A company's mail limits (core/mail-limits): its tier and the values a platform manager set
 * (null: the tier's default). The row is also what every send locks while it counts, so two
 * sends of one company never both take the last slot, on any instance.
 */
export const mailBudgets = pgTable('mail_budgets', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  tier: text('tier').$type<MailLimitTier>().notNull().default('standard'),
  recipientsPerMessage: integer('recipients_per_message'),
  messagesPerHour: integer('messages_per_hour'),
  messagesPerHourPerUser: integer('messages_per_hour_per_user'),
  newRecipientsPerDay: integer('new_recipients_per_day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per message handed to the sender; only the last hour is kept (older rows count for nothing). */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_sends_company_idx').on(t.companyId, t.sentAt), index('mail_sends_user_idx').on(t.companyId, t.userId, t.sentAt)],
);

/**
 * Every address a company has mailed, with when it first did: an address mailed before is
 * never new again. `isNew` marks the ones that counted against the new-recipient limit.
 */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    address: text('address').notNull(),
    isNew: boolean('is_new').notNull(),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.address] }), index('mail_recipients_first_idx').on(t.companyId, t.firstSentAt)],
);
