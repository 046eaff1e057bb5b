import { and, eq } from 'drizzle-orm';
import { type ApprovalRecord, isApprovalKind, needsApproval } from '@/core/approvals';
import type { DocumentApproval } from '@/core/contracts/approvals';
import { type DocumentKind, documentNumberLabel, kindInfo } from '@/core/documents';
import type { OperationType } from '@/core/operation-types';
import type { Db, Tx } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError, forbidden } from '../../../http/errors';
import { recordDocumentChange } from '../document-change';
import { assertIssuable } from '../issue-document';
import { frozen } from '../save-document';
import { type DocumentRow, findDocument, linesOf } from '../view';
import { type ApprovalMailDeps, mailApplicant, mailApprovers } from './approval-mail';
import { type ApprovalPush, approverPush, type PendingPush, sendPendingPush } from './approval-push';
import { approvalRulesOf, type Member, membersOf } from './approval-rules';
import { documentApprovalOf, waitingStep } from './approval-view';

export type ApprovalDeps = { db: Db; push?: ApprovalPush } & ApprovalMailDeps;

type Target = { kind: DocumentKind; id: string };
type Step = { tx: Tx; row: DocumentRow; members: Map<string, Member> };
type StepResult = { set: Partial<typeof documents.$inferInsert>; detail: Record<string, unknown>; push?: PendingPush };

const notPending = () => new AppError(409, 'APPROVAL_STATE', 'この帳票は承認待ちではありません');
const nowText = () => new Date().toISOString();
/** The approvers to tell, without the applicant (who cannot decide their own application). */
const approversIn = (members: Map<string, Member>, ids: string[], applicantId: string) =>
  ids.flatMap((id) => (id === applicantId ? [] : (members.get(id) ?? [])));

/**
 * One step of the flow in one transaction: the document locked, its new approval written, the
 * entry of 訂正削除の履歴 and 操作履歴, the live event and the mails it sends. Answers the
 * approval as the member now sees it; the mails go once it has committed, and so does the push
 * to the devices of the approvers it now waits for.
 */
async function approvalStep(
  deps: ApprovalDeps,
  user: CompanyUser,
  { kind, id }: Target,
  operationType: OperationType,
  work: (step: Step) => Promise<StepResult>,
): Promise<DocumentApproval> {
  let pending: PendingPush | undefined;
  const answer = await deps.db.transaction(async (tx) => {
    const row = await findDocument(tx, user.companyId, kind, id, { lock: true });
    const members = await membersOf(tx, user.companyId);
    const { set, detail, push } = await work({ tx, row, members });
    pending = push;
    const [updated] = await tx
      .update(documents)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
      .returning();
    if (!updated) throw new Error('update returned nothing');
    await recordDocumentChange(tx, user, operationType, { kind, id }, { number: documentNumberLabel(row.number, row.revision), ...detail });
    return documentApprovalOf(tx, user, updated);
  });
  deps.outbox.wake();
  await sendPendingPush(deps.push, pending);
  return answer;
}

/** 承認を申請: a draft the company's rule requires approval of, not already on its way; the route as it is now. */
export const requestApproval = (deps: ApprovalDeps, user: CompanyUser, target: Target, comment: string) =>
  approvalStep(deps, user, target, 'document.approval-request', ({ tx, row, members }) =>
    applyForApproval(tx, deps, user, row, members, comment),
  );

/**
 * The application itself, in the caller's transaction: the route of the company's rule written on
 * the draft and its first approvers mailed (and, once committed, pushed). 定期請求 applies with it
 * for an invoice it would otherwise have issued.
 */
export async function applyForApproval(
  tx: Tx,
  deps: ApprovalMailDeps,
  user: CompanyUser,
  row: DocumentRow,
  members: Map<string, Member>,
  comment: string,
): Promise<StepResult> {
  if (row.status !== 'draft') throw frozen();
  if (row.approvalStatus === 'pending') throw new AppError(409, 'APPROVAL_STATE', 'この帳票は既に承認待ちです');
  if (row.approvalStatus === 'approved') throw new AppError(409, 'APPROVAL_STATE', 'この帳票は既に承認済みです。発行できます');
  const rules = await approvalRulesOf(tx, user.companyId);
  const rule = isApprovalKind(row.kind) ? rules[row.kind] : undefined;
  if (!rule || !needsApproval(rules, row.kind, row.total))
    throw new AppError(
      409,
      'APPROVAL_NOT_REQUIRED',
      `この${kindInfo[row.kind].title}は承認の対象ではありません（承認フローが設定されていないか、合計が承認の必要な金額に達していません）`,
    );
  assertIssuable(row, await linesOf(tx, row.id), '申請');
  const selfOnly = rule.steps.findIndex((s) => s.approverIds.every((approver) => approver === user.id));
  if (selfOnly >= 0)
    throw new AppError(
      409,
      'APPROVAL_STATE',
      `承認ルートの${selfOnly + 1}段目の承認者が申請者本人だけのため、申請できません。管理者に承認ルートの見直しを依頼してください`,
    );
  const record: ApprovalRecord = {
    requestedBy: user.id,
    requestedAt: nowText(),
    comment,
    steps: rule.steps.map((s) => ({ approverIds: [...s.approverIds], approval: null })),
    rejection: null,
  };
  const first = approversIn(members, record.steps[0]?.approverIds ?? [], user.id);
  await mailApprovers(tx, deps, row, {
    approvers: first,
    applicant: user.name,
    step: 1,
    stepCount: record.steps.length,
    comment,
  });
  return {
    push: approverPush(row, first, user.name),
    set: { approvalStatus: 'pending', approvalStep: 0, approval: record },
    detail: { total: row.total, stepCount: record.steps.length, comment, ...(row.approvalStatus === 'rejected' && { again: true }) },
  };
}

/** The step the draft waits at, if `user` may decide it: one of its approvers, and not the applicant. */
function decidable(row: DocumentRow, user: CompanyUser, what: '承認' | '差し戻し') {
  const step = waitingStep(row);
  if (!step || !row.approval) throw notPending();
  if (!step.approverIds.includes(user.id))
    throw forbidden(`この帳票の${row.approvalStep + 1}段目の承認者ではないため、${what}できません`, 'NOT_APPROVER');
  if (row.approval.requestedBy === user.id) throw forbidden(`自分が申請した帳票は${what}できません`, 'NOT_APPROVER');
  return { step, record: row.approval };
}

/** 承認 of the current step; after the last one the draft is 承認済み and may be issued. */
export const approveDocument = (deps: ApprovalDeps, user: CompanyUser, target: Target, comment: string) =>
  approvalStep(deps, user, target, 'document.approval-approve', async ({ tx, row, members }) => {
    const { record } = decidable(row, user, '承認');
    const index = row.approvalStep;
    const steps = record.steps.map((s, i) => (i === index ? { ...s, approval: { by: user.id, at: nowText(), comment } } : s));
    const next = steps[index + 1];
    const applicant = members.get(record.requestedBy);
    const stepText = { step: index + 1, stepCount: steps.length, comment };
    const nextApprovers = next ? approversIn(members, next.approverIds, record.requestedBy) : [];
    if (next)
      await mailApprovers(tx, deps, row, {
        approvers: nextApprovers,
        applicant: applicant?.name ?? '',
        step: index + 2,
        stepCount: steps.length,
        comment: record.comment,
      });
    else if (applicant) await mailApplicant(tx, deps, row, { applicant, approver: user.name, outcome: 'approved', comment });
    return {
      push: next ? approverPush(row, nextApprovers, applicant?.name ?? '') : undefined,
      set: next
        ? { approvalStep: index + 1, approval: { ...record, steps } }
        : { approvalStatus: 'approved', approval: { ...record, steps } },
      detail: { ...stepText, ...(next ? {} : { final: true }) },
    };
  });

/** 差戻し with its reason: the draft is editable again; a new application starts the route over. */
export const rejectDocument = (deps: ApprovalDeps, user: CompanyUser, target: Target, comment: string) =>
  approvalStep(deps, user, target, 'document.approval-reject', async ({ tx, row, members }) => {
    const { record } = decidable(row, user, '差し戻し');
    const step = row.approvalStep + 1;
    const applicant = members.get(record.requestedBy);
    if (applicant) await mailApplicant(tx, deps, row, { applicant, approver: user.name, outcome: 'rejected', comment });
    return {
      set: {
        approvalStatus: 'rejected',
        approvalStep: 0,
        approval: { ...record, rejection: { by: user.id, at: nowText(), comment, step } },
      },
      detail: { step, stepCount: record.steps.length, comment },
    };
  });

/** 申請を取り下げ: by anyone who may edit the draft; it is a draft to edit again, without an application. */
export const withdrawApproval = (deps: ApprovalDeps, user: CompanyUser, target: Target) =>
  approvalStep(deps, user, target, 'document.approval-withdraw', async ({ row }) => {
    if (row.approvalStatus !== 'pending') throw notPending();
    return { set: { approvalStatus: 'none', approvalStep: 0 }, detail: { step: row.approvalStep + 1 } };
  });
