import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Allergen } from '@/core/allergens';
import type { CategoryTranslations, ItemTranslations, SeatTranslations } from '@/core/diner-languages';
import type { SeatShape } from '@/core/floor-map';
import type { KitchenStation } from '@/core/kitchen-stations';
import type { TakeoutTaxCategory } from '@/core/seat-bill';
import { companies } from './tenancy';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A table of a restaurant. `token` is the unguessable id in the diner URL (the capability
 * to use the seat); regenerating it retires printed QR codes. `sessionStartedAt` marks the
 * current group of guests: 会計済み starts a new one.
 */
export const seats = pgTable(
  'seats',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    token: text('token').notNull().unique(),
    name: text('name').notNull(),
    /** The name its diners read in their language (migration 0034); empty falls back to the Japanese name. */
    translations: jsonb('translations').$type<SeatTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    sessionStartedAt: bigint('session_started_at', { mode: 'number' }).notNull(),
    /** 座席マップ (migration 0045): the seat's cells on the floor grid; null until staff place it. */
    mapX: integer('map_x'),
    mapY: integer('map_y'),
    mapW: integer('map_w'),
    mapH: integer('map_h'),
    mapShape: text('map_shape').$type<SeatShape>(),
    /** The area (フロア) it stands in; '' for a store with one floor. */
    mapArea: text('map_area').notNull().default(''),
    createdAt,
  },
  (t) => [index('seats_company_idx').on(t.companyId, t.sortOrder)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The name in the diners' other languages (decision 014); empty falls back to the Japanese name. */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Where its items are made (migration 0038): キッチン表示's station and the printer of its tickets. */
    station: text('station').$type<KitchenStation>().notNull().default('kitchen'),
    createdAt,
  },
  (t) => [index('menu_categories_company_idx').on(t.companyId, t.sortOrder)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: text('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    imageFileId: text('image_file_id'),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Name and description in the diners' other languages (decision 014). */
    translations: jsonb('translations').$type<ItemTranslations>().notNull().default({}),
    /** 特定原材料等 the item contains, as entered by the store (`src/core/allergens.ts`). */
    allergens: jsonb('allergens').$type<Allergen[]>().notNull().default([]),
    /** Its rate when taken out (migration 0043): 軽減 8% for food, 10% for 酒類 and what is not food. */
    takeoutTaxCategory: text('takeout_tax_category').$type<TakeoutTaxCategory>().notNull().default('reduced'),
    createdAt,
  },
  (t) => [index('menu_items_company_idx').on(t.companyId, t.sortOrder)],
);

/** One shared cart per seat: every phone at the table sees and changes the same rows. */
export const cartItems = pgTable(
  'cart_items',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    seatId: text('seat_id')
      .notNull()
      .references(() => seats.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    /** The chosen option choices' ids, sorted, joined by '.' ('' for none): one line per combination. */
    optionKey: text('option_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    addedAt: bigint('added_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.itemId, t.optionKey] })],
);

/** A chosen option as the order keeps it: names and price difference at the time of ordering. */
export type OrderLineOption = { group: string; name: string; priceDelta: number };
/** `price` is the unit price with the options' differences. */
export type OrderLine = {
  itemId: string;
  name: string;
  price: number;
  quantity: number;
  options?: OrderLineOption[];
  /** The rate of a line taken out (お持ち帰り); absent: eaten in, 10%. */
  taxCategory?: TakeoutTaxCategory;
};

/** A placed order. `orderNo` is the time in ms as a string, unique within the seat. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** Kept when the seat is deleted: orders are records of sales. */
    seatId: text('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    orderNo: text('order_no').notNull(),
    seatName: text('seat_name').notNull(),
    items: jsonb('items').$type<OrderLine[]>().notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['new', 'cooking', 'served', 'cancelled'] })
      .notNull()
      .default('new'),
    /** Sent by the diner's phone; the same key twice is the same order (retries never double). */
    requestKey: text('request_key').notNull(),
    /** The guests' visit it was ordered in (migration 0037); null before visits, or placed by the previous release. */
    visitId: text('visit_id'),
    /** お持ち帰り (migration 0043): its lines carry their take-out rate. */
    isTakeout: boolean('is_takeout').notNull().default(false),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('orders_seat_no_idx').on(t.seatId, t.orderNo),
    uniqueIndex('orders_seat_request_idx').on(t.seatId, t.requestKey),
    // A seat's next order number is above its latest order, and its bill reads its orders since it
    // was opened: both find the seat's newest rows here, not among every order the seat ever had.
    index('orders_seat_time_idx').on(t.seatId, t.createdAtMs),
    index('orders_company_time_idx').on(t.companyId, t.createdAtMs),
    index('orders_visit_idx').on(t.visitId),
    // 注文確認 reads a company's open orders whatever their day: few rows among years of served ones.
    index('orders_company_open_idx').on(t.companyId, t.createdAtMs).where(sql`${t.status} in ('new', 'cooking')`),
    // …and each seat's newest open ones, with how many each seat has: one seat's flood never hides another's.
    index('orders_seat_open_idx').on(t.companyId, t.seatId, t.createdAtMs).where(sql`${t.status} in ('new', 'cooking')`),
  ],
);

/**
 * 店員呼び出し / お会計をお願いします sent from a seat's phone, kept until staff mark it 対応済み
 * (so a reload of 注文確認 still shows it). `seatName` is kept as sent, like an order's.
 */
export const seatRequests = pgTable(
  'seat_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    seatId: text('seat_id').references(() => seats.id, { onDelete: 'set null' }),
    seatName: text('seat_name').notNull(),
    kind: text('kind', { enum: ['call', 'bill'] }).notNull(),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    handledAtMs: bigint('handled_at_ms', { mode: 'number' }),
    handledBy: text('handled_by'),
  },
  (t) => [
    index('seat_requests_company_open_idx').on(t.companyId, t.createdAtMs).where(sql`${t.handledAtMs} is null`),
    index('seat_requests_seat_idx').on(t.seatId, t.kind, t.createdAtMs),
  ],
);
