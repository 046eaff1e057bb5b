import { and, eq } from 'drizzle-orm';
import type { StatementMailFacts } from '@/core/mail-values';
import type { Db } from '../../../db/client';
import { statements } from '../../../db/schema';
import { notFound } from '../../../http/errors';

/** A 合計請求書's closing and 今回ご請求額, for its mail (document-mail.ts). */
export async function statementMailFacts(db: Db, companyId: string, documentId: string): Promise<StatementMailFacts> {
  const [facts] = await db
    .select({ closingDate: statements.closingDate, billed: statements.billed })
    .from(statements)
    .where(and(eq(statements.companyId, companyId), eq(statements.documentId, documentId)));
  if (!facts) throw notFound('合計請求書が見つかりません');
  return facts;
}
