import { approvalEndpoints as endpoints } from '@/core/contracts/approvals';
import type { DocumentKind } from '@/core/documents';
import { companyUserOf } from '../../../auth/session';
import { type Config, originFor } from '../../../config';
import type { Db } from '../../../db/client';
import { contractRouter } from '../../../http/contract-router';
import type { AppEnv } from '../../../http/env';
import type { MailOutbox } from '../../../mail/outbox';
import { findDocument } from '../view';
import { approveDocument, rejectDocument, requestApproval, withdrawApproval } from './approval-actions';
import type { ApprovalPush } from './approval-push';
import { approvalQueueOf } from './approval-queue';
import { approvalKindOf, getApprovalSettings, saveApprovalRule } from './approval-rules';
import { documentApprovalOf } from './approval-view';

type Deps = { db: Db; outbox: MailOutbox; config: Config; push?: ApprovalPush };
type KindEnv = AppEnv & { Variables: { kind: DocumentKind } };
type On = ReturnType<typeof contractRouter<KindEnv>>['on'];

/**
 * A document's approval and its steps, on the documents router (/api/documents/{kind}/{id}/approval…):
 * the kind's flag gates them as it gates the document; who may decide a step is the flow's rule.
 */
export function registerApprovalRoutes(on: On, { db, outbox, config, push }: Deps) {
  const depsOf = (user: { oemId: string | null }) => ({ db, outbox, push, origin: originFor(config, user.oemId) });
  const targetOf = (c: { get: (key: 'kind') => DocumentKind; req: { param: (name: 'id') => string } }) => ({
    kind: c.get('kind'),
    id: c.req.param('id'),
  });
  on(endpoints.get, async (c) => {
    const user = companyUserOf(c);
    const { kind, id } = targetOf(c);
    return c.json(await documentApprovalOf(db, user, await findDocument(db, user.companyId, kind, id)));
  });
  on(endpoints.request, async (c) => {
    const user = companyUserOf(c);
    return c.json(await requestApproval(depsOf(user), user, targetOf(c), c.req.valid('json').comment));
  });
  on(endpoints.approve, async (c) => {
    const user = companyUserOf(c);
    return c.json(await approveDocument(depsOf(user), user, targetOf(c), c.req.valid('json').comment));
  });
  on(endpoints.reject, async (c) => {
    const user = companyUserOf(c);
    return c.json(await rejectDocument(depsOf(user), user, targetOf(c), c.req.valid('json').comment));
  });
  on(endpoints.withdraw, async (c) => {
    const user = companyUserOf(c);
    return c.json(await withdrawApproval(depsOf(user), user, targetOf(c)));
  });
}

/** 設定 › 承認フロー (mounted under /api/settings: admins only, by the API guard). */
export function approvalSettingsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.settings, async (c) => c.json(await getApprovalSettings(db, companyUserOf(c).companyId)));
  on(endpoints.saveRule, async (c) =>
    c.json(await saveApprovalRule(db, companyUserOf(c), approvalKindOf(c.req.param('kind')), c.req.valid('json'))),
  );
  return app;
}

/** 承認待ち: what waits for the signed-in member (every member may ask; the answer is theirs). */
export function approvalQueueRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/approvals');
  on(endpoints.queue, async (c) => c.json(await approvalQueueOf(db, companyUserOf(c))));
  return app;
}
