import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { approvalKinds } from '@/core/approvals';
import type { ApprovalQueue } from '@/core/contracts/approvals';
import { todayInJapan } from '@/core/documents';
import type { Db } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { toSummary } from '../view';
import { mayOpen, membersOf, personOf } from './approval-rules';

/** A page is enough for any queue a person works through; the counts are of all of them. */
const queueLimit = 200;

/**
 * Documents waiting for `user`'s step: 承認待ち, of a kind they may open, their id among the
 * approvers of the step reached, and not applied for by themselves. Oldest application first.
 */
export async function approvalQueueOf(db: Db, user: CompanyUser): Promise<ApprovalQueue> {
  const kinds = approvalKinds.filter((kind) => mayOpen(user.permissions, kind));
  if (kinds.length === 0) return { items: [], total: 0, counts: [] };
  const waiting: SQL = and(
    eq(documents.companyId, user.companyId),
    eq(documents.approvalStatus, 'pending'),
    inArray(documents.kind, kinds),
    sql`(${documents.approval} -> 'steps' -> ${documents.approvalStep} -> 'approverIds') @> jsonb_build_array(${user.id}::text)`,
    ne(sql`${documents.approval} ->> 'requestedBy'`, user.id),
  ) as SQL;
  const requestedAt = sql`${documents.approval} ->> 'requestedAt'`;
  const [rows, counted, members] = await Promise.all([
    db.select().from(documents).where(waiting).orderBy(asc(requestedAt), asc(documents.id)).limit(queueLimit),
    db.select({ kind: documents.kind, count: count() }).from(documents).where(waiting).groupBy(documents.kind),
    membersOf(db, user.companyId),
  ]);
  const today = todayInJapan();
  const counts = kinds.flatMap((kind) => counted.filter((c) => c.kind === kind).map((c) => ({ kind, count: c.count })));
  return {
    items: rows.flatMap((row) =>
      row.approval
        ? [
            {
              document: toSummary(row, today),
              step: row.approvalStep + 1,
              stepCount: row.approval.steps.length,
              requestedBy: personOf(members, row.approval.requestedBy),
              requestedAt: row.approval.requestedAt,
              comment: row.approval.comment,
            },
          ]
        : [],
    ),
    total: counts.reduce((sum, c) => sum + c.count, 0),
    counts,
  };
}
