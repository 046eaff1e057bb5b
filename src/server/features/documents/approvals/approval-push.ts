import { documentNumberLabel, kindInfo } from '@/core/documents';
import { formatYen } from '@/core/format';
import { log } from '../../../log';
import type { PushMessage } from '../../../push/push-device';
import type { DocumentRow } from '../view';
import type { Member } from './approval-rules';

/** Web Push to members' registered devices (the staff push of src/server/push, through its delivery job). */
export type ApprovalPush = { notifyMembers: (companyId: string, userIds: readonly string[], message: PushMessage) => Promise<void> };

/** A push to send once the step that asks for it has committed. */
export type PendingPush = { companyId: string; to: Member[]; message: PushMessage };

/**
 * 承認依頼 on an approver's phone, beside the mail: the kind, counterparty and 税込合計 on a locked
 * screen; a tap opens the document, where 承認 and 差戻し are.
 */
export function approverPush(row: DocumentRow, approvers: Member[], applicant: string): PendingPush {
  const info = kindInfo[row.kind];
  const number = row.number ? ` ${documentNumberLabel(row.number, row.revision)}` : '';
  return {
    companyId: row.companyId,
    to: approvers.filter((m) => m.isActive),
    message: {
      title: `承認依頼: ${info.title}${number}`,
      body: `${applicant ? `${applicant}さんから` : ''}${row.counterpartyName || '（取引先未設定）'} ${formatYen(row.total)}${row.subject ? `　${row.subject}` : ''}`,
      url: `${info.path}/${encodeURIComponent(row.id)}`,
      tag: `approval-${row.id}`,
    },
  };
}

/** Never throws: the step has committed and its mail is queued; a push that could not be queued is logged. */
export async function sendPendingPush(push: ApprovalPush | undefined, pending: PendingPush | undefined) {
  if (!push || !pending || pending.to.length === 0) return;
  try {
    await push.notifyMembers(
      pending.companyId,
      pending.to.map((m) => m.id),
      pending.message,
    );
  } catch (error) {
    log.error({ err: error }, '[push] approval notice could not be queued');
  }
}
