import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateBreakdown } from '@/core/money';
import type { BillLine, DiscountKind, GuestSegment, SeatOpening, SplitKind } from '@/core/seat-bill';
import { menuItems, seats } from './orders';
import { companies } from './tenancy';

/**
 * How a company runs its tables (座席設定, migration 0037): who opens a seat — the first diner's
 * order or staff at 来店 — and the お通し / テーブルチャージ item added per guest at 来店.
 */
export const tableServiceSettings = pgTable('table_service_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  seatOpening: text('seat_opening').$type<SeatOpening>().notNull().default('diner'),
  coverItemId: text('cover_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
  coverForChildren: boolean('cover_for_children').notNull().default(false),
  /** テイクアウト taken (migration 0043): orders may be marked お持ち帰り and taxed at the item's take-out rate. */
  takeoutEnabled: boolean('takeout_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seat's guests from 来店 to 会計. `adults`/`children` null: not entered (a diner's order opened
 * the seat). One open visit per seat (closedAtMs null); `coverOrderId` is the お通し order added at 来店.
 */
export const seatVisits = pgTable(
  'seat_visits',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    seatId: text('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    seatName: text('seat_name').notNull(),
    adults: integer('adults'),
    children: integer('children'),
    segment: text('segment').$type<GuestSegment>(),
    openedAtMs: bigint('opened_at_ms', { mode: 'number' }).notNull(),
    openedBy: text('opened_by'),
    closedAtMs: bigint('closed_at_ms', { mode: 'number' }),
    closedBy: text('closed_by'),
    coverOrderId: text('cover_order_id'),
    /** テーブル連結 (migration 0043): the visit that took this one's orders and guests. */
    mergedIntoId: text('merged_into_id'),
    /** When orders last came to its seat from another (移動 or 連結): they are the seat's bill even if older than its session. */
    movedAtMs: bigint('moved_at_ms', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_visits_open_idx').on(t.seatId).where(sql`${t.closedAtMs} is null`),
    index('seat_visits_company_time_idx').on(t.companyId, t.openedAtMs),
  ],
);

/**
 * 会計: what a seat's guests paid, as settled on the pay screen, for the day's figures. `cash` is
 * what the till keeps (handed over less the change); `tax` is the total's tax per rate.
 */
export const seatPayments = pgTable(
  'seat_payments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    seatId: text('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    visitId: text('visit_id').references(() => seatVisits.id, { onDelete: 'set null' }),
    seatName: text('seat_name').notNull(),
    orderCount: integer('order_count').notNull(),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    discountKind: text('discount_kind').$type<DiscountKind>(),
    discountValue: bigint('discount_value', { mode: 'number' }),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    discountReason: text('discount_reason').notNull().default(''),
    serviceChargePercent: integer('service_charge_percent').notNull().default(0),
    serviceChargeAmount: bigint('service_charge_amount', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    tax: jsonb('tax').$type<RateBreakdown[]>().notNull().default([]),
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    card: bigint('card', { mode: 'number' }).notNull().default(0),
    qr: bigint('qr', { mode: 'number' }).notNull().default(0),
    other: bigint('other', { mode: 'number' }).notNull().default(0),
    cashTendered: bigint('cash_tendered', { mode: 'number' }).notNull().default(0),
    changeGiven: bigint('change_given', { mode: 'number' }).notNull().default(0),
    receiptId: text('receipt_id'),
    paidAtMs: bigint('paid_at_ms', { mode: 'number' }).notNull(),
    paidBy: text('paid_by'),
    /** 分割会計 (migration 0043): 割り勘 or by items, part `splitIndex` (1-based) of `splitCount` (割り勘 only). */
    splitKind: text('split_kind').$type<SplitKind>(),
    splitCount: integer('split_count'),
    splitIndex: integer('split_index'),
    /** The lines a part by items paid. */
    lines: jsonb('lines').$type<BillLine[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seat_payments_company_time_idx').on(t.companyId, t.paidAtMs)],
);
