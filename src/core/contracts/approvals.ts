import { z } from 'zod';
import { approvalKinds, approvalStatuses } from '../approvals';
import { documentKinds } from '../documents';
import { approvalCommentInput, approvalRejectInput, approvalRuleInput } from '../schemas/approvals';
import { documentSummary } from './documents';
import { endpoint } from './endpoint';

/**
 * 承認フロー: the rules (設定 › 承認フロー, admins only), a document's approval and its steps
 * (under /api/documents/{kind}, gated like the kind), and the queue of the signed-in approver.
 */

const person = z.object({ id: z.string(), name: z.string() });
export type ApprovalPerson = z.output<typeof person>;

/** A kind's rule as the settings screen shows it: the approvers of each step by name. */
export const approvalRuleSetting = z.object({
  kind: z.enum(approvalKinds),
  isEnabled: z.boolean(),
  threshold: z.number(),
  steps: z.array(z.object({ approvers: z.array(person) })),
});
export type ApprovalRuleSetting = z.output<typeof approvalRuleSetting>;

/** A member who may be named an approver: active, of the company; `kinds` are the kinds they may open. */
export const approverCandidate = person.extend({ isAdmin: z.boolean(), kinds: z.array(z.enum(approvalKinds)) });
export type ApproverCandidate = z.output<typeof approverCandidate>;

export const approvalSettings = z.object({ rules: z.array(approvalRuleSetting), candidates: z.array(approverCandidate) });
export type ApprovalSettings = z.output<typeof approvalSettings>;

const decision = z.object({ by: person, at: z.string(), comment: z.string() });

/** A document's approval as the signed-in member sees it: where it stands and what they may do. */
export const documentApproval = z.object({
  status: z.enum(approvalStatuses),
  /** Whether the draft, as it is now, must be approved before it is issued. */
  isRequired: z.boolean(),
  /** The kind's threshold (税込) while its rule is on. */
  threshold: z.number().nullable(),
  /** 1-based, while 承認待ち. */
  currentStep: z.number().nullable(),
  requestedBy: person.nullable(),
  requestedAt: z.string().nullable(),
  requestComment: z.string(),
  /** The route as it was applied for (or, before that, as the rule sets it now) and each step's 承認. */
  steps: z.array(z.object({ approvers: z.array(person), approval: decision.nullable() })),
  /** The last 差戻し, while the document is 差戻し. */
  rejection: decision.extend({ step: z.number() }).nullable(),
  canRequest: z.boolean(),
  canApprove: z.boolean(),
  canWithdraw: z.boolean(),
});
export type DocumentApproval = z.output<typeof documentApproval>;

/** A document waiting for the signed-in member's step. */
export const approvalQueueItem = z.object({
  document: documentSummary,
  step: z.number(),
  stepCount: z.number(),
  requestedBy: person.nullable(),
  requestedAt: z.string(),
  comment: z.string(),
});
export type ApprovalQueueItem = z.output<typeof approvalQueueItem>;

export const approvalQueue = z.object({
  items: z.array(approvalQueueItem),
  total: z.number(),
  counts: z.array(z.object({ kind: z.enum(documentKinds), count: z.number() })),
});
export type ApprovalQueue = z.output<typeof approvalQueue>;

const actionErrors = ['NOT_FOUND', 'APPROVAL_STATE', 'NOT_APPROVER'] as const;

export const approvalEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/settings/approvals',
    summary: '承認フローの設定（帳票の種類ごと）と承認者に選べる担当者',
    response: approvalSettings,
    errors: [],
  }),
  /** Approvers must be active members of the company who may open the kind. */
  saveRule: endpoint({
    method: 'PUT',
    path: '/api/settings/approvals/:kind',
    summary: '承認フローを保存する',
    body: approvalRuleInput,
    response: approvalRuleSetting,
    errors: ['NOT_FOUND'],
  }),
  /** Documents waiting for the signed-in member's step, oldest application first, with counts by kind. */
  queue: endpoint({
    method: 'GET',
    path: '/api/approvals',
    summary: '承認待ちの帳票',
    response: approvalQueue,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id/approval',
    summary: '帳票の承認状況',
    response: documentApproval,
    errors: ['NOT_FOUND'],
  }),
  /** 承認を申請: a draft that needs approval; it is locked until it is approved or sent back. */
  request: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/approval/request',
    summary: '帳票の承認を申請する',
    body: approvalCommentInput,
    bodyKind: 'optional',
    response: documentApproval,
    errors: [...actionErrors, 'APPROVAL_NOT_REQUIRED', 'DOCUMENT_FROZEN', 'VALIDATION_FAILED'],
  }),
  /** 承認 of the current step by one of its approvers; after the last step the draft may be issued. */
  approve: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/approval/approve',
    summary: '帳票を承認する',
    body: approvalCommentInput,
    bodyKind: 'optional',
    response: documentApproval,
    errors: actionErrors,
  }),
  /** 差戻し with the reason: the draft is editable again and a new application starts the route over. */
  reject: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/approval/reject',
    summary: '帳票を差し戻す',
    body: approvalRejectInput,
    response: documentApproval,
    errors: actionErrors,
  }),
  /** 申請の取り下げ by whoever may edit the draft. */
  withdraw: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/approval/withdraw',
    summary: '承認の申請を取り下げる',
    response: documentApproval,
    errors: actionErrors,
  }),
};
