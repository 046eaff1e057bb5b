import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { menuItems } from './orders';
import { companies } from './tenancy';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An item's option group (サイズ, トッピング, 辛さ): the diner picks between `minChoices` and
 * `maxChoices` of its choices; a group with `minChoices` ≥ 1 is 必須.
 */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
  },
  (t) => [index('menu_option_groups_item_idx').on(t.companyId, t.itemId, t.sortOrder)],
);

/** A choice of a group, with its price difference in integer yen (negative for e.g. ライス少なめ). */
export const menuOptionChoices = pgTable(
  'menu_option_choices',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    groupId: text('group_id')
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceDelta: bigint('price_delta', { mode: 'number' }).notNull().default(0),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
  },
  (t) => [index('menu_option_choices_group_idx').on(t.groupId, t.sortOrder)],
);

/**
 * A period in which a company takes orders, on the weekdays of `days` (bit 0 = Sunday, the
 * day the period starts). Minutes from that day's 0:00 JST: `closesAt` may pass 1440 (17:00–翌2:00
 * is 1020–1560); `lastOrderAt`, when set, ends ordering before closing. No period: always open.
 */
export const orderingHours = pgTable(
  'ordering_hours',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    days: integer('days').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    lastOrderAt: integer('last_order_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
  },
  (t) => [index('ordering_hours_company_idx').on(t.companyId, t.sortOrder)],
);

/**
 * A date's own ordering hours (祝日, 臨時休業, 特別営業時間), taken instead of its weekday's periods:
 * each row a period in minutes from that date's 0:00 JST (closing up to 24 hours later), or one
 * row without times for 臨時休業. Periods of the day before still run past midnight into it.
 */
export const orderingExceptions = pgTable(
  'ordering_exceptions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    opensAt: integer('opens_at'),
    closesAt: integer('closes_at'),
    lastOrderAt: integer('last_order_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
  },
  (t) => [index('ordering_exceptions_company_day_idx').on(t.companyId, t.day)],
);
