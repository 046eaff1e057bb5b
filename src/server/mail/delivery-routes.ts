import type { Context } from 'hono';
import { mailDeliveryEndpoints as endpoints } from '@/core/contracts/mail-deliveries';
import { viewableDocumentKinds } from '@/core/document-access';
import { accessSubjectOf } from '@/core/permissions';
import { idempotencyKeyField, mailBatchIdField } from '@/core/schemas/mail-deliveries';
import { companyUserOf } from '../auth/session';
import type { Db } from '../db/client';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { validationError } from '../http/errors';
import { batchProgress, type DeliveryScope, getDelivery, listDeliveries } from './deliveries';
import type { MailOutbox } from './outbox';
import { resendDelivery } from './resend-delivery';

/** A member sees the deliveries of the document kinds they may open (a 督促 is its invoice's). */
export function deliveryScopeOf(c: Context<AppEnv>): DeliveryScope {
  const user = companyUserOf(c);
  return { companyId: user.companyId, kinds: viewableDocumentKinds(accessSubjectOf(user, user.oem)) };
}

/** The request's Idempotency-Key header, if it sent one (a bad one is a 400). */
export function idempotencyKeyOf(c: { req: { header: (name: string) => string | undefined } }): string | undefined {
  const header = c.req.header('Idempotency-Key');
  if (header === undefined) return undefined;
  const parsed = idempotencyKeyField.safeParse(header);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * /api/mail-deliveries: 送信履歴 (the company's, a document's, a 一括送信's progress) and 再送.
 * The guard lets in members who may send some kind of document (mailHistoryArea).
 */
export function mailDeliveryRoutes({ db, outbox }: { db: Db; outbox: MailOutbox }) {
  const { app, on } = contractRouter<AppEnv>('/api/mail-deliveries');
  on(endpoints.list, async (c) => c.json(await listDeliveries(db, deliveryScopeOf(c), c.req.valid('query'))));
  on(endpoints.batch, async (c) => {
    const batchId = mailBatchIdField.safeParse(c.req.param('batchId'));
    if (!batchId.success) throw validationError(batchId.error);
    return c.json(await batchProgress(db, deliveryScopeOf(c), batchId.data));
  });
  on(endpoints.get, async (c) => c.json(await getDelivery(db, deliveryScopeOf(c), c.req.param('id'))));
  on(endpoints.resend, async (c) => {
    const { confirm } = c.req.valid('json');
    const delivery = await resendDelivery(db, outbox, companyUserOf(c), deliveryScopeOf(c), c.req.param('id'), { isConfirmed: confirm });
    return c.json(delivery, 202);
  });
  return app;
}
