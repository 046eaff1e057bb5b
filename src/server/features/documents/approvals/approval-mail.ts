import { type DocumentKind, documentNumberLabel, kindInfo } from '@/core/documents';
import { formatYen } from '@/core/format';
import type { Tx } from '../../../db/client';
import { queueAccountMail } from '../../../mail/account-mail';
import type { MailOutbox } from '../../../mail/outbox';
import type { DocumentRow } from '../view';
import type { Member } from './approval-rules';

export type ApprovalMailDeps = { outbox: MailOutbox; origin: string };

type Notice = { to: Member[]; subject: string; lines: string[] };

const documentPath = (kind: DocumentKind, id: string) => `${kindInfo[kind].path}/${encodeURIComponent(id)}`;

/** What every notice says of the document: kind and number, counterparty, subject, 税込合計. */
function aboutDocument(row: DocumentRow): string[] {
  return [
    `帳票: ${kindInfo[row.kind].title} ${documentNumberLabel(row.number, row.revision)}`,
    `${kindInfo[row.kind].counterpartyLabel}: ${row.counterpartyName || '（未設定）'}`,
    ...(row.subject ? [`件名: ${row.subject}`] : []),
    `合計（税込）: ${formatYen(row.total)}`,
  ];
}

const subjectOf = (tag: string, row: DocumentRow) =>
  `【${tag}】${kindInfo[row.kind].title} ${row.counterpartyName || documentNumberLabel(row.number, row.revision)} ${formatYen(row.total)}`;

/** Queues one mail per recipient, in the transaction of the step it tells of. */
async function queueNotice(tx: Tx, deps: ApprovalMailDeps, row: DocumentRow, notice: Notice) {
  const url = `${deps.origin}${documentPath(row.kind, row.id)}`;
  for (const member of notice.to) {
    if (!member.isActive || !member.email) continue;
    const body = [`${member.name} 様`, '', ...notice.lines, '', url, '', 'このメールは承認フローから自動で送信されています。'].join('\n');
    await queueAccountMail(tx, deps.outbox, {
      companyId: row.companyId,
      accountId: member.id,
      to: member.email,
      subject: notice.subject,
      body,
    });
  }
}

const commentLine = (label: string, comment: string) => (comment ? [`${label}: ${comment}`] : []);

/** To the approvers of the step the document has reached. */
export const mailApprovers = (
  tx: Tx,
  deps: ApprovalMailDeps,
  row: DocumentRow,
  {
    approvers,
    applicant,
    step,
    stepCount,
    comment,
  }: { approvers: Member[]; applicant: string; step: number; stepCount: number; comment: string },
) =>
  queueNotice(tx, deps, row, {
    to: approvers,
    subject: subjectOf('承認依頼', row),
    lines: [
      `${applicant}さんから承認の申請が届いています（${stepCount > 1 ? `${step}段目／全${stepCount}段` : '承認'}）。`,
      '',
      ...aboutDocument(row),
      ...commentLine('申請者のコメント', comment),
      '',
      '内容を確認して、承認または差戻しをしてください。',
    ],
  });

/** To the applicant: approved at the last step (it may be issued now), or sent back with the reason. */
export const mailApplicant = (
  tx: Tx,
  deps: ApprovalMailDeps,
  row: DocumentRow,
  { applicant, approver, outcome, comment }: { applicant: Member; approver: string; outcome: 'approved' | 'rejected'; comment: string },
) =>
  queueNotice(tx, deps, row, {
    to: [applicant],
    subject: subjectOf(outcome === 'approved' ? '承認済み' : '差戻し', row),
    lines:
      outcome === 'approved'
        ? [
            `申請した帳票を${approver}さんが承認しました。発行できます。`,
            '',
            ...aboutDocument(row),
            ...commentLine('承認者のコメント', comment),
          ]
        : [
            `申請した帳票を${approver}さんが差し戻しました。`,
            '',
            ...aboutDocument(row),
            `差戻しの理由: ${comment}`,
            '',
            '内容を修正して、もう一度申請してください。',
          ],
  });
