import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentLinkEventType } from '@/core/document-links';
import { documents } from './documents';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/**
 * Web送付: a document sent as a link (`/d/<token>` on the partner's host). Only the SHA-256 of the
 * token is kept, so the table read by someone else opens nothing. `customerId` is the customer the
 * document was sent to, which bounds the portal (これまでの書類) the link opens.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id),
    customerId: text('customer_id'),
    /** The mail that carried it; one link per mail (a repeated request makes none). */
    deliveryId: text('delivery_id'),
    tokenHash: text('token_hash').notNull(),
    /** The member who sent it: the one told when it is opened, and who gets the customer's messages. */
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_links_token_idx').on(t.tokenHash),
    uniqueIndex('document_links_delivery_idx').on(t.deliveryId),
    index('document_links_document_idx').on(t.companyId, t.documentId),
    index('document_links_customer_idx').on(t.companyId, t.customerId),
  ],
);

/** 開封確認: what the customer did on the page, when and from which address. */
export const documentLinkEvents = pgTable(
  'document_link_events',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    linkId: text('link_id')
      .notNull()
      .references(() => documentLinks.id),
    documentId: text('document_id').notNull(),
    type: text('type').$type<DocumentLinkEventType>().notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_link_events_link_idx').on(t.companyId, t.documentId, t.createdAt)],
);

/** 設定 › Web送付: how long a link opens the page, and whether the sender hears of the first view. */
export const documentLinkSettings = pgTable('document_link_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  expiryDays: integer('expiry_days').notNull().default(30),
  notifyOnOpen: boolean('notify_on_open').notNull().default(true),
  ...timestamps,
});
