import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreTranslations } from '@/core/diner-languages';

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
  /** 店舗名 in the diners' languages, set in 座席設定 (migration 0034); empty falls back to the Japanese. */
  translations: jsonb('translations').$type<StoreTranslations>().notNull().default({}),
  /** 自社情報, printed as the issuer of documents. */
  postalCode: text('postal_code').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  registrationNumber: text('registration_number').notNull().default(''),
  logoFileId: text('logo_file_id'),
  sealFileId: text('seal_file_id'),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
