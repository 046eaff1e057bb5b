import { isApprovalKind, needsApproval } from '@/core/approvals';
import type { DocumentApproval } from '@/core/contracts/approvals';
import type { Db, Tx } from '../../../db/client';
import type { CompanyUser } from '../../../http/env';
import type { DocumentRow } from '../view';
import { approvalRulesOf, type Member, membersOf, personOf } from './approval-rules';

type Decision = { by: string; at: string; comment: string };

/** The step (0-based) whose approvers the draft waits for, while 承認待ち. */
export const waitingStep = (row: DocumentRow) =>
  row.approvalStatus === 'pending' && row.approval ? (row.approval.steps[row.approvalStep] ?? null) : null;

/**
 * A document's approval as `user` sees it. Before it is applied for, the steps are the route the
 * rule sets now; once applied for, the route as it was then (a later change of the rule does not
 * move a document already on its way).
 */
export async function documentApprovalOf(db: Db | Tx, user: CompanyUser, row: DocumentRow): Promise<DocumentApproval> {
  const [rules, members] = await Promise.all([approvalRulesOf(db, row.companyId), membersOf(db, row.companyId)]);
  const rule = isApprovalKind(row.kind) ? rules[row.kind] : undefined;
  const isOn = Boolean(rule?.isEnabled);
  const isDraft = row.status === 'draft';
  const isRequired = isDraft && needsApproval(rules, row.kind, row.total);
  const record = row.approvalStatus === 'none' ? null : row.approval;
  const decision = (d: Decision) => ({ by: personOf(members, d.by), at: d.at, comment: d.comment });
  const routeNow = isOn && rule ? rule.steps.map((s) => ({ approverIds: s.approverIds, approval: null })) : [];
  const step = waitingStep(row);
  return {
    status: row.approvalStatus,
    isRequired,
    threshold: isOn && rule ? rule.threshold : null,
    currentStep: step ? row.approvalStep + 1 : null,
    requestedBy: record ? personOf(members, record.requestedBy) : null,
    requestedAt: record?.requestedAt ?? null,
    requestComment: record?.comment ?? '',
    steps: (record?.steps ?? routeNow).map((s) => ({
      approvers: s.approverIds.map((id) => personOf(members, id)),
      approval: s.approval ? decision(s.approval) : null,
    })),
    rejection:
      row.approvalStatus === 'rejected' && record?.rejection ? { ...decision(record.rejection), step: record.rejection.step } : null,
    canRequest: isRequired && (row.approvalStatus === 'none' || row.approvalStatus === 'rejected'),
    canApprove: Boolean(step && canDecide(step.approverIds, row, user, members)),
    canWithdraw: isDraft && row.approvalStatus === 'pending',
  };
}

/** An approver of the step, active, and not the applicant (no one approves their own application). */
function canDecide(approverIds: string[], row: DocumentRow, user: CompanyUser, members: Map<string, Member>) {
  return approverIds.includes(user.id) && members.get(user.id)?.isActive === true && row.approval?.requestedBy !== user.id;
}
