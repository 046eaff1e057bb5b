import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrintRoute } from '@/core/kitchen-stations';
import { orders } from './orders';
import { companies } from './tenancy';

/** A line of an order marked 提供済 at its station; `lineIndex` is its place in the order's items. */
export const orderLineStates = pgTable(
  'order_line_states',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    servedAtMs: bigint('served_at_ms', { mode: 'number' }).notNull(),
    servedBy: text('served_by'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineIndex] })],
);

/** The Epson TM printer of a route (a station's tickets, or receipts), reached from the staff tablet's browser. */
export const printers = pgTable(
  'printers',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    route: text('route').$type<PrintRoute>().notNull(),
    name: text('name').notNull().default(''),
    host: text('host').notNull(),
    deviceId: text('device_id').notNull().default('local_printer'),
    paperWidth: integer('paper_width').$type<58 | 80>().notNull().default(80),
    isEnabled: boolean('is_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.route] })],
);

/** A ticket or receipt its printer did not take, kept until printed; `sourceId`: the order, or the receipt document. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['ticket', 'receipt'] }).notNull(),
    route: text('route').$type<PrintRoute>().notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(1),
    createdAtMs: bigint('created_at_ms', { mode: 'number' }).notNull(),
    printedAtMs: bigint('printed_at_ms', { mode: 'number' }),
  },
  (t) => [uniqueIndex('print_jobs_pending_idx').on(t.companyId, t.route, t.sourceId).where(sql`${t.printedAtMs} is null`)],
);
