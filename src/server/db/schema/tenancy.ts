import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const oems = pgTable('oems', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['standard', 'mobile-order'] })
    .notNull()
    .default('standard'),
  bg: text('bg').notNull().default('#4a5565'),
  text: text('text').notNull().default('#4a5565'),
  showHistory: boolean('show_history').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  oemId: text('oem_id')
    .notNull()
    .references(() => oems.id, { onUpdate: 'cascade' }),
  name: text('name').notNull(),
  storeName: text('store_name').notNull().default(''),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
