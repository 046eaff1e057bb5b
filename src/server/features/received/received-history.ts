import { and, asc, eq } from 'drizzle-orm';
import type { ReceivedHistoryEntry } from '@/core/contracts/received';
import { formatDate, formatYen } from '@/core/format';
import { type ReceivedKind, receivedKindLabels } from '@/core/received';
import type { Db } from '../../db/client';
import { operationLogs, users } from '../../db/schema';
import { findReceived } from './received-view';

/** What each entry did, in the words of 訂正削除の履歴. */
const actions: Record<string, string> = {
  'received.upload': '受領（アップロード）',
  'received.confirm': '保存',
  'received.correct': '訂正',
  'received.delete': '削除',
  'received.download': 'ダウンロード',
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function noteOf(operationType: string, detail: Record<string, unknown>): string {
  if (operationType === 'received.upload') return `${text(detail.filename)}（SHA-256: ${text(detail.sha256)}）`;
  if (operationType === 'received.confirm')
    return [
      receivedKindLabels[detail.kind as ReceivedKind] ?? '',
      formatDate(text(detail.transactionDate)),
      typeof detail.amount === 'number' ? formatYen(detail.amount) : '',
      text(detail.counterpartyName),
    ]
      .filter(Boolean)
      .join('・');
  if (operationType === 'received.correct') {
    const changes = Array.isArray(detail.changes) ? detail.changes.map(text) : [];
    return [`理由: ${text(detail.reason)}`, ...changes].join('／');
  }
  if (operationType === 'received.delete') return `理由: ${text(detail.reason)}`;
  return '';
}

/**
 * 訂正削除の履歴 of one entry: its upload, save, every correction (what changed, why) and its
 * deletion, with who and when, oldest first. From the operation log, written in the same
 * transaction as each change, so the history and the record cannot disagree.
 */
export async function receivedHistory(db: Db, companyId: string, id: string): Promise<ReceivedHistoryEntry[]> {
  await findReceived(db, companyId, id);
  const rows = await db
    .select({ log: operationLogs, userName: users.name })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(eq(operationLogs.companyId, companyId), eq(operationLogs.targetType, 'received'), eq(operationLogs.targetId, id)))
    .orderBy(asc(operationLogs.timestamp), asc(operationLogs.id));
  return rows.map(({ log, userName }) => ({
    id: log.id,
    action: actions[log.operationType] ?? log.operationType,
    timestamp: log.timestamp.toISOString(),
    user: log.userId ? { id: log.userId, name: userName ?? '' } : null,
    version: typeof log.detail.version === 'number' ? log.detail.version : null,
    note: noteOf(log.operationType, log.detail),
  }));
}
