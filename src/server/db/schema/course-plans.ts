import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { menuItems, seats } from './orders';
import { seatVisits } from './table-service';
import { companies } from './tenancy';

/**
 * 放題プラン (migration 0042, decision 024): price per person (税込, 10% like every menu item), time
 * limit, ラストオーダー before the end, and at most `limitPerGuest` of its items per order and guest
 * (null: no limit). A retired plan is kept for the seats that ran it.
 */
export const coursePlans = pgTable(
  'course_plans',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    minutes: integer('minutes').notNull(),
    lastOrderMinutes: integer('last_order_minutes').notNull().default(10),
    limitPerGuest: integer('limit_per_guest'),
    sortOrder: integer('sort_order').notNull().default(0),
    isRetired: boolean('is_retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_plans_company_idx').on(t.companyId, t.sortOrder)],
);

/** The items a plan covers, each at the plan's price for it (0: included in the plan). */
export const coursePlanItems = pgTable(
  'course_plan_items',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => coursePlans.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.planId, t.itemId] })],
);

/** Whether diners may start a plan from their phone (off unless the company says so). */
export const coursePlanSettings = pgTable('course_plan_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  dinerCanStart: boolean('diner_can_start').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A plan running on a seat's visit: for how many, its clock (`endsAtMs` moves with 延長), the rules as
 * they were at its start, the order of its charge, and when staff ended it early (null: not).
 */
export const seatPlans = pgTable(
  'seat_plans',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    seatId: text('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    visitId: text('visit_id')
      .notNull()
      .references(() => seatVisits.id),
    planId: text('plan_id')
      .notNull()
      .references(() => coursePlans.id),
    planName: text('plan_name').notNull(),
    people: integer('people').notNull(),
    startedAtMs: bigint('started_at_ms', { mode: 'number' }).notNull(),
    endsAtMs: bigint('ends_at_ms', { mode: 'number' }).notNull(),
    lastOrderMinutes: integer('last_order_minutes').notNull(),
    limitPerGuest: integer('limit_per_guest'),
    extendedMinutes: integer('extended_minutes').notNull().default(0),
    endedAtMs: bigint('ended_at_ms', { mode: 'number' }),
    startedBy: text('started_by'),
    chargeOrderId: text('charge_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_plans_running_idx').on(t.visitId, t.planId).where(sql`${t.endedAtMs} is null`),
    index('seat_plans_seat_idx').on(t.seatId, t.startedAtMs),
  ],
);
