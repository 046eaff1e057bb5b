import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentHistoryEntry } from '@/core/contracts/documents';
import { type DocumentKind, documentNumberLabel } from '@/core/documents';
import { formatJapaneseDate, formatYen } from '@/core/format';
import type { Db } from '../../db/client';
import { documents, operationLogs, users } from '../../db/schema';
import { type DocumentRow, findDocument } from './view';

/** What each entry did, in the words of 訂正削除の履歴. */
const actions: Record<string, string> = {
  'document.create': '作成',
  'document.duplicate': '作成（複製）',
  'document.convert': '作成（変換）',
  'document.credit-note': '作成（請求書から返品・値引き）',
  'document.receipt': '作成（領収書）',
  'document.update': '更新',
  'document.issue': '発行',
  'document.revise': '修正（修正版を作成）',
  'document.revise-issue': '発行（修正版）',
  'document.send': '送付（メール）',
  'document.link-revoke': 'Web送付のリンクを無効化',
  'document.status': 'ステータス変更',
  'document.supplied-settlement': '有償支給原材料の決済',
  'document.pdf': '印刷・ダウンロード',
  'document.delete': '削除',
  'document.approval-request': '承認申請',
  'document.approval-approve': '承認',
  'document.approval-reject': '差戻し',
  'document.approval-withdraw': '承認申請の取り下げ',
};

/** 承認フロー's entries: the step, and the comment or reason given. */
function approvalNoteOf(operationType: string, detail: Record<string, unknown>, text: (value: unknown) => string): string | null {
  const step =
    typeof detail.stepCount === 'number' && detail.stepCount > 1 ? `${text(detail.step)}段目／全${text(detail.stepCount)}段` : '';
  const comment = text(detail.comment);
  const parts = (...items: string[]) => items.filter(Boolean).join(' ');
  if (operationType === 'document.approval-request')
    return parts(typeof detail.total === 'number' ? `合計 ${formatYen(detail.total)}` : '', comment && `コメント: ${comment}`);
  if (operationType === 'document.approval-approve')
    return parts(step, detail.final ? '承認済み（発行できます）' : '', comment && `コメント: ${comment}`);
  if (operationType === 'document.approval-reject') return parts(step, `理由: ${comment}`);
  if (operationType === 'document.approval-withdraw') return '';
  return null;
}

/** A revision chain is a few versions long; the cap only guards against a corrupt loop. */
const maxVersions = 100;

/** Every version of the document, oldest first: 修正 links each to the one it corrects. */
async function versionsOf(db: Db, row: DocumentRow): Promise<DocumentRow[]> {
  const chain = [row];
  const find = (column: typeof documents.id | typeof documents.previousId, value: string) =>
    db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, row.companyId), eq(column, value)))
      .limit(1);
  for (let prev = row.previousId; prev && chain.length < maxVersions; ) {
    const [found] = await find(documents.id, prev);
    if (!found) break;
    chain.unshift(found);
    prev = found.previousId;
  }
  for (let next = row.id; chain.length < maxVersions; ) {
    const [found] = await find(documents.previousId, next);
    if (!found) break;
    chain.push(found);
    next = found.id;
  }
  return chain;
}

function noteOf(operationType: string, detail: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  if (operationType === 'document.status') return `${text(detail.from)} → ${text(detail.to)}`;
  if (operationType === 'document.send' || operationType === 'document.link-revoke') return `宛先: ${text(detail.to)}`;
  if (operationType === 'document.supplied-settlement')
    return detail.settledOn
      ? `${text(detail.material)}: 決済済み（${formatJapaneseDate(text(detail.settledOn))}・${text(detail.method)}）`
      : `${text(detail.material)}: 決済済みを取り消し`;
  const approval = approvalNoteOf(operationType, detail, text);
  if (approval !== null) return approval;
  // Entries from before previews stopped being logged say neither: 表示・印刷.
  if (operationType === 'document.pdf') return detail.download ? 'ダウンロード' : detail.print ? '印刷' : '表示・印刷';
  // Saving an approved draft voided its approval (承認フロー).
  if (detail.approvalVoided === true) return `合計 ${formatYen(Number(detail.total))}（承認後の変更のため承認を取り消しました）`;
  if (typeof detail.total === 'number') return `合計 ${formatYen(detail.total)}`;
  return '';
}

/**
 * 訂正削除の履歴 of one document: the operation log entries of every version of it, including
 * revision drafts that were deleted (found through the 修正 entry that made them), oldest first.
 * Shown on the document itself, so it does not depend on the partner's 操作履歴 screen.
 */
export async function documentHistory(db: Db, companyId: string, kind: DocumentKind, id: string): Promise<DocumentHistoryEntry[]> {
  const versions = await versionsOf(db, await findDocument(db, companyId, kind, id));
  const labels = new Map(versions.map((v) => [v.id, documentNumberLabel(v.number, v.revision)]));
  const ids = [...labels.keys()];
  const deletedDrafts = await db
    .select({ id: operationLogs.targetId })
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.companyId, companyId),
        eq(operationLogs.operationType, 'document.revise'),
        inArray(sql<string>`${operationLogs.detail}->'from'->>'id'`, ids),
      ),
    );
  for (const draft of deletedDrafts) if (draft.id && !labels.has(draft.id)) labels.set(draft.id, '修正版の下書き（削除済み）');
  const rows = await db
    .select({ log: operationLogs, userName: users.name })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(
      and(eq(operationLogs.companyId, companyId), eq(operationLogs.targetType, kind), inArray(operationLogs.targetId, [...labels.keys()])),
    )
    .orderBy(asc(operationLogs.timestamp), asc(operationLogs.id));
  return rows.map(({ log, userName }) => ({
    id: log.id,
    operationType: log.operationType,
    action: actions[log.operationType] ?? log.operationType,
    timestamp: log.timestamp.toISOString(),
    user: log.userId ? { id: log.userId, name: userName ?? '' } : null,
    documentId: log.targetId ?? '',
    versionLabel: labels.get(log.targetId ?? '') ?? '',
    note: noteOf(log.operationType, log.detail),
  }));
}
