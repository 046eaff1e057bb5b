import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { OperationLogEntry, OperationTypeOption } from '@/core/api-types-admin';
import { addDays, plainDate, startOfJapanDay } from '@/core/calendar';
import { isDocumentKind, kindInfo } from '@/core/documents';
import { operationTypeLabel } from '@/core/operation-types';
import { type HistoryQuery, historyDefaults } from '@/core/schemas/history';
import type { Db } from '../db/client';
import { operationLogs, users } from '../db/schema';

/** Screens a log entry's record opens in; records without a screen have no link. */
const companyLinks: Record<string, string> = {
  company: '/master',
  staff: '/staff',
  user: '/mypage',
  product: '/products',
  customer: '/customers',
  menu_item: '/order/menu',
  ordering_hours: '/order/seats',
  received: '/received',
};
const platformLinks: Record<string, string> = { oem: '/admin/oems', company: '/admin/companies', user: '/admin/users' };

/** A document entry names its title and number (見積書 Q-202611-0001) and opens that document. */
function targetLabelOf(log: typeof operationLogs.$inferSelect): string {
  const d = log.detail;
  if (typeof d.name === 'string') return d.name;
  if (typeof d.title === 'string')
    return [d.title, typeof d.number === 'string' ? d.number : '', typeof d.counterparty === 'string' ? d.counterparty : '']
      .filter(Boolean)
      .join(' ');
  return log.targetId ?? '';
}

function linkOf(scope: HistoryScope, log: typeof operationLogs.$inferSelect): string | null {
  if (scope.companyId !== null && isDocumentKind(log.targetType))
    return log.targetId && log.operationType !== 'document.delete'
      ? `${kindInfo[log.targetType].path}/${log.targetId}`
      : kindInfo[log.targetType].path;
  return (scope.companyId === null ? platformLinks : companyLinks)[log.targetType] ?? null;
}

export type HistoryScope = { companyId: string | null; userId?: string };

const scopeCondition = (scope: HistoryScope) =>
  scope.companyId === null ? isNull(operationLogs.companyId) : eq(operationLogs.companyId, scope.companyId);

/** Newest first. Business days are Japanese: a date range is taken in Asia/Tokyo. */
export async function queryHistory(db: Db, scope: HistoryScope, query: HistoryQuery): Promise<OperationLogEntry[]> {
  const where: SQL[] = [scopeCondition(scope)];
  if (scope.userId) where.push(eq(operationLogs.userId, scope.userId));
  if (query.type) where.push(eq(operationLogs.operationType, query.type));
  if (query.from) where.push(gte(operationLogs.timestamp, new Date(startOfJapanDay(plainDate(query.from)))));
  if (query.to) where.push(lt(operationLogs.timestamp, new Date(startOfJapanDay(addDays(plainDate(query.to), 1)))));
  const limit = query.last ?? query.limit ?? (query.type || query.from || query.to ? historyDefaults.limit : historyDefaults.last);

  const rows = await db
    .select({ log: operationLogs, userName: users.name })
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(...where))
    .orderBy(desc(operationLogs.timestamp), desc(operationLogs.id))
    .limit(limit);

  return rows.map(({ log, userName }) => ({
    id: log.id,
    operationType: log.operationType,
    label: operationTypeLabel(log.operationType),
    timestamp: log.timestamp.toISOString(),
    user: log.userId ? { id: log.userId, name: userName ?? '' } : null,
    targetType: log.targetType,
    targetId: log.targetId,
    targetLabel: targetLabelOf(log),
    link: linkOf(scope, log),
  }));
}

export async function historyTypes(db: Db, scope: HistoryScope): Promise<OperationTypeOption[]> {
  const rows = await db
    .selectDistinct({ type: operationLogs.operationType })
    .from(operationLogs)
    .where(and(scopeCondition(scope), scope.userId ? eq(operationLogs.userId, scope.userId) : undefined));
  return rows.map((r) => ({ value: r.type, label: operationTypeLabel(r.type) })).sort((a, b) => a.label.localeCompare(b.label, 'ja'));
}
