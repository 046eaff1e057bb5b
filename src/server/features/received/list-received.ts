import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ReceivedCounterparty, ReceivedList } from '@/core/contracts/received';
import { normalizeForSearch } from '@/core/japanese';
import type { ReceivedListQuery } from '@/core/schemas/received';
import type { Db } from '../../db/client';
import { customers, receivedDocuments as entries, receivedDocumentVersions as versions } from '../../db/schema';
import { namesOf, toSummary } from './received-view';

export const pageSize = 50;
const suggestionLimit = 20;

const escaped = (text: string) => `%${text.slice(0, 100).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
/** For the columns kept normalised (normalizeForSearch): width- and kana-blind. */
const like = (text: string) => escaped(normalizeForSearch(text));

/** The version shown and searched: the entry's latest (none for a draft). */
const latestVersion = and(eq(versions.documentId, entries.id), eq(versions.version, entries.currentVersion));

/**
 * Every filter combinable, as 電子帳簿保存法 asks of a record of 電子取引: 取引年月日 and 金額 as
 * ranges, 取引先 by part of its name; and 書類の種類 and 状態. Deleted entries only when asked for.
 */
export function receivedWhere(companyId: string, q: ReceivedListQuery): SQL {
  return and(
    eq(entries.companyId, companyId),
    q.status ? eq(entries.status, q.status) : ne(entries.status, 'deleted'),
    q.q?.trim()
      ? or(
          ilike(versions.counterpartySearch, like(q.q)),
          ilike(versions.memo, escaped(q.q.trim())),
          ilike(entries.filename, escaped(q.q.trim())),
        )
      : undefined,
    q.counterparty?.trim() ? ilike(versions.counterpartySearch, like(q.counterparty)) : undefined,
    q.dateFrom ? gte(versions.transactionDate, q.dateFrom) : undefined,
    q.dateTo ? lte(versions.transactionDate, q.dateTo) : undefined,
    q.amountMin !== undefined ? gte(versions.amount, q.amountMin) : undefined,
    q.amountMax !== undefined ? lte(versions.amount, q.amountMax) : undefined,
    q.kind ? eq(versions.kind, q.kind) : undefined,
  ) as SQL;
}

const sortColumns = {
  transactionDate: versions.transactionDate,
  amount: versions.amount,
  counterparty: versions.counterpartyName,
  createdAt: entries.createdAt,
} as const;

export async function listReceived(db: Db, companyId: string, q: ReceivedListQuery): Promise<ReceivedList> {
  const where = receivedWhere(companyId, q);
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: entries, version: versions })
      .from(entries)
      .leftJoin(versions, latestVersion)
      .where(where)
      // Drafts (no keys yet) after the saved ones whatever the direction, then newest upload first.
      .orderBy(sql`${sortColumns[q.sort]} ${sql.raw(q.order === 'asc' ? 'asc' : 'desc')} nulls last`, direction(entries.id))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize),
    db.select({ n: count() }).from(entries).leftJoin(versions, latestVersion).where(where),
  ]);
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.entry.uploadedBy, r.version?.createdBy ?? null]),
  );
  return {
    items: rows.map((r) => toSummary(r.entry, r.version, names)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize,
    isTotalCapped: false,
  };
}

/**
 * 取引先 suggestions: the company's active customers (their 登録番号 fills the field) and names
 * saved on received documents before (suppliers are seldom customers), customers first.
 */
export async function receivedCounterparties(db: Db, companyId: string, q = ''): Promise<ReceivedCounterparty[]> {
  const fromCustomers = await db
    .select({ name: customers.name, registrationNumber: customers.registrationNumber })
    .from(customers)
    .where(
      and(eq(customers.companyId, companyId), eq(customers.isActive, true), q.trim() ? ilike(customers.searchText, like(q)) : undefined),
    )
    .orderBy(asc(customers.code))
    .limit(suggestionLimit);
  const used = await db
    .selectDistinctOn([versions.counterpartyName], { name: versions.counterpartyName, registrationNumber: versions.registrationNumber })
    .from(versions)
    .where(and(eq(versions.companyId, companyId), q.trim() ? ilike(versions.counterpartySearch, like(q)) : undefined))
    .orderBy(asc(versions.counterpartyName), desc(versions.createdAt))
    .limit(suggestionLimit);
  const seen = new Set<string>();
  return [...fromCustomers, ...used].filter((c) => !seen.has(c.name) && seen.add(c.name)).slice(0, suggestionLimit);
}
