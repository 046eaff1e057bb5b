import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DocumentList } from '@/core/contracts/documents';
import { type DocumentKind, filterStatuses, todayInJapan } from '@/core/documents';
import { normalizeForSearch } from '@/core/japanese';
import { type DocumentListQuery, documentListQuery } from '@/core/schemas/documents';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { AppError, validationError } from '../../http/errors';
import { linkStatesOf } from './links/link-view';
import { successorsOf } from './revisions';
import { toSummary } from './view';

export const pageSize = 50;
export const countCap = 10_000;

const like = (text: string) => `%${normalizeForSearch(text).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** search_text is "number\ncounterparty\nsubject", normalised; the GIN trigram index finds candidates, the field check narrows. */
const fieldLike = (field: 1 | 2 | 3, text: string) =>
  and(ilike(documents.searchText, like(text)), sql`split_part(${documents.searchText}, E'\n', ${field}) ilike ${like(text)}`);

export function parseListQuery(query: Record<string, string>): DocumentListQuery {
  const parsed = documentListQuery.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Every filter of the list, combinable: the search 電子帳簿保存法 asks for (date, amount, counterparty; ranges). */
export function documentsWhere(companyId: string, kind: DocumentKind, q: DocumentListQuery, today = todayInJapan()): SQL {
  const where: (SQL | undefined)[] = [eq(documents.companyId, companyId), eq(documents.kind, kind)];
  // By default the list shows each document once, as its latest version; 旧版を含む adds the 修正済み ones.
  if (!q.includeSuperseded) where.push(eq(documents.isLatest, true));
  if (q.q?.trim()) where.push(ilike(documents.searchText, like(q.q)));
  if (q.number?.trim()) where.push(fieldLike(1, q.number));
  if (q.counterparty?.trim()) where.push(fieldLike(2, q.counterparty));
  if (q.subject?.trim()) where.push(fieldLike(3, q.subject));
  if (q.dateFrom) where.push(gte(documents.issueDate, q.dateFrom));
  if (q.dateTo) where.push(lte(documents.issueDate, q.dateTo));
  if (q.amountMin !== undefined) where.push(gte(documents.total, q.amountMin));
  if (q.amountMax !== undefined) where.push(lte(documents.total, q.amountMax));
  // 承認フロー concerns drafts: once issued, a document is where its approval led.
  if (q.approval) where.push(eq(documents.status, 'draft'), eq(documents.approvalStatus, q.approval));
  if (q.status) {
    if (!(filterStatuses(kind) as string[]).includes(q.status))
      throw new AppError(400, 'VALIDATION_FAILED', 'ステータスが正しくありません', [
        { path: 'status', message: 'ステータスが正しくありません' },
      ]);
    const overdue = and(lt(documents.dueDate, today));
    if (q.status === 'overdue') where.push(inArray(documents.status, ['issued', 'sent']), overdue);
    else {
      where.push(eq(documents.status, q.status as (typeof documents.$inferSelect)['status']));
      // 発行済/送付済 invoices past their due date are listed as 期限超過 instead.
      if (kind === 'invoice' && (q.status === 'issued' || q.status === 'sent'))
        where.push(or(isNull(documents.dueDate), sql`${documents.dueDate} >= ${today}`));
    }
  }
  return and(...where) as SQL;
}

const sortColumns = {
  issueDate: documents.issueDate,
  number: documents.number,
  counterparty: documents.counterpartyName,
  total: documents.total,
  updatedAt: documents.updatedAt,
  dueDate: documents.dueDate,
} as const;

/**
 * The same order, as expressions no index serves (`+ 0`, `|| ''`). With a text filter that
 * matches few documents the planner would otherwise walk the list's index in order and test
 * every row: the matches of a number such as INV-202506 all sit in one stretch of dates, far
 * from the newest. Sorting the few rows the trigram index finds is fast whatever they are.
 */
const unindexedSortColumns = {
  issueDate: sql`${documents.issueDate} + 0`,
  number: sql`${documents.number} || ''`,
  counterparty: sql`${documents.counterpartyName} || ''`,
  total: sql`${documents.total} + 0`,
  updatedAt: sql`${documents.updatedAt} + interval '0 seconds'`,
  dueDate: sql`${documents.dueDate} + 0`,
} as const;
/** Up to this many matches, a text search sorts its matches instead of walking the index. */
const fewMatches = 3_000;

export function documentsOrder(q: DocumentListQuery, { isFewMatches = false } = {}) {
  const direction = q.order === 'asc' ? asc : desc;
  return [direction(isFewMatches ? unindexedSortColumns[q.sort] : sortColumns[q.sort]), direction(documents.id)];
}

const hasTextFilter = (q: DocumentListQuery) => [q.q, q.number, q.counterparty, q.subject].some((text) => text?.trim());

/** One page of the list; `q` is the query as documentListQuery reads it. */
export async function listDocuments(db: Db, companyId: string, kind: DocumentKind, q: DocumentListQuery): Promise<DocumentList> {
  const today = todayInJapan();
  const where = documentsWhere(companyId, kind, q, today);
  const counting = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(documents)
      .where(where)
      .limit(countCap + 1)
      .as('matching'),
  );
  const page = (isFewMatches: boolean) =>
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(...documentsOrder(q, { isFewMatches }))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize);
  // A text search is counted first (the trigram index answers quickly) to choose the plan.
  const [rows, [total]] = hasTextFilter(q)
    ? await counting.then(async (counted) => [await page((counted[0]?.n ?? 0) <= fewMatches), counted] as const)
    : await Promise.all([page(false), counting]);
  const n = total?.n ?? 0;
  const successors = await successorsOf(db, companyId, rows);
  const linkStates = await linkStatesOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...toSummary(r, today, successors.get(r.id)), linkState: linkStates.get(r.id) ?? 'none' })),
    total: Math.min(n, countCap),
    isTotalCapped: n > countCap,
    page: q.page,
    pageSize,
  };
}
