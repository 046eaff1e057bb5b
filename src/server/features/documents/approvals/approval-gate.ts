import { needsApproval } from '@/core/approvals';
import { kindInfo } from '@/core/documents';
import { formatYen } from '@/core/format';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../http/errors';
import type { DocumentRow } from '../view';
import { approvalRulesOf } from './approval-rules';

// What 承認フロー forbids of a draft: any change while it waits, and its issue before it is approved.

/** A draft 承認待ち is locked: edits, deletion and issue are refused until it is decided or withdrawn. */
export function refuseWhilePending(row: Pick<DocumentRow, 'approvalStatus'>, action: '編集' | '削除') {
  if (row.approvalStatus === 'pending')
    throw new AppError(
      409,
      'APPROVAL_PENDING',
      `承認待ちの帳票は${action}できません。承認または差戻しを待つか、「申請を取り下げ」てから${action}してください`,
    );
}

/** Issue refuses a draft 承認待ち, and one the company's rule requires approval of that is not 承認済み. */
export async function assertApproved(tx: Tx, row: DocumentRow, total: number) {
  if (row.approvalStatus === 'pending')
    throw new AppError(409, 'APPROVAL_PENDING', '承認待ちのため発行できません。すべての段階で承認されてから発行してください');
  if (row.approvalStatus === 'approved') return;
  const rules = await approvalRulesOf(tx, row.companyId);
  if (!needsApproval(rules, row.kind, total)) return;
  const threshold = rules[row.kind as keyof typeof rules]?.threshold ?? 0;
  const scope = threshold > 0 ? `合計${formatYen(threshold)}以上の${kindInfo[row.kind].title}` : `${kindInfo[row.kind].title}`;
  throw new AppError(
    409,
    'APPROVAL_REQUIRED',
    `${scope}は発行の前に承認が必要です。${row.approvalStatus === 'rejected' ? '差し戻された内容を修正し、もう一度' : '「承認を申請」から'}申請してください`,
  );
}

/**
 * Saving an approved draft voids its approval: what was approved is no longer what would be
 * issued. The columns to write with the save (none unless it was 承認済み).
 */
export const voidedApproval = (row: DocumentRow) =>
  row.approvalStatus === 'approved' ? { approvalStatus: 'none' as const, approvalStep: 0, approval: null } : {};
