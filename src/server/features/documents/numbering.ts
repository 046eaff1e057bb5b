import { and, eq, sql } from 'drizzle-orm';
import { type DocumentKind, formatDocumentNumber, kindInfo, numberPeriod } from '@/core/documents';
import type { Db, Tx } from '../../db/client';
import { documentNumberSequences, type NumberingRule } from '../../db/schema';

export const defaultRule = (kind: DocumentKind): NumberingRule => ({ template: kindInfo[kind].defaultTemplate, reset: 'yearly' });

/** The next sequence number of the period a document issued on `date` falls in (not taken). */
export async function peekSequence(db: Db | Tx, companyId: string, kind: DocumentKind, rule: NumberingRule, date: string) {
  const period = numberPeriod(rule.reset, date);
  const [row] = await db
    .select({ nextSeq: documentNumberSequences.nextSeq })
    .from(documentNumberSequences)
    .where(
      and(
        eq(documentNumberSequences.companyId, companyId),
        eq(documentNumberSequences.kind, kind),
        eq(documentNumberSequences.period, period),
      ),
    );
  return row?.nextSeq ?? 1;
}

/**
 * The number the next issue of the period would take, looked at without taking it: nothing is
 * locked, so it may be taken by another issue before this one takes its own (see issuing).
 */
export async function peekNumber(db: Db | Tx, companyId: string, kind: DocumentKind, rule: NumberingRule, date: string) {
  return formatDocumentNumber(rule.template, date, await peekSequence(db, companyId, kind, rule, date));
}

/** 帳票設定's 次の番号: the current period's next number, set for a migration from another system. */
export async function setSequence(tx: Tx, companyId: string, kind: DocumentKind, rule: NumberingRule, date: string, nextSeq: number) {
  const period = numberPeriod(rule.reset, date);
  await tx
    .insert(documentNumberSequences)
    .values({ companyId, kind, period, nextSeq })
    .onConflictDoUpdate({
      target: [documentNumberSequences.companyId, documentNumberSequences.kind, documentNumberSequences.period],
      set: { nextSeq },
    });
}

/**
 * Takes the next number inside the issuing transaction. The upsert row-locks the period's
 * counter until commit, so concurrent issues queue and each gets its own number; a failed
 * issue rolls the counter back with it, so no number is skipped.
 */
export async function takeNumber(tx: Tx, companyId: string, kind: DocumentKind, rule: NumberingRule, date: string): Promise<string> {
  const period = numberPeriod(rule.reset, date);
  const [row] = await tx
    .insert(documentNumberSequences)
    .values({ companyId, kind, period, nextSeq: 2 })
    .onConflictDoUpdate({
      target: [documentNumberSequences.companyId, documentNumberSequences.kind, documentNumberSequences.period],
      set: { nextSeq: sql`${documentNumberSequences.nextSeq} + 1` },
    })
    .returning({ nextSeq: documentNumberSequences.nextSeq });
  const seq = (row?.nextSeq ?? 2) - 1;
  return formatDocumentNumber(rule.template, date, seq);
}
