import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';
import { companies } from './tenancy';

/**
 * A staff device that asked for Web Push alerts of new orders: the push service's endpoint
 * and the keys its payloads are encrypted for (RFC 8291). It belongs to the session that sent
 * it and goes with it (sign-out, revoked sessions, deactivation), so a device handed back shows
 * no more orders. The device sends it again at least every 7 days (refreshedAt); one not
 * refreshed for 30 days is dropped as stale.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The session that subscribed it: always set by this version. Null only for a row an instance of
     * the previous version wrote during a rolling upgrade (migrations only add, decision 017): such a
     * device gets no push and is pruned.
     */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** One owner per endpoint: a browser's subscription is never pushed to for two sessions (or companies). */
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_company_idx').on(t.companyId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

/**
 * The VAPID key pair this server signs its pushes with: made once by the first instance that
 * needs it, so every instance on the database signs alike (unless VAPID_* are set in the environment).
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
