import { eq } from 'drizzle-orm';
import type { ColumnMapping } from '@/core/bank/statement-line';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { bankCsvMappings } from '../../db/schema';
import type { CompanyUser } from '../../http/env';

/** The column mapping the company last used for a CSV the product does not know. */
export async function rememberedMapping(db: Db | Tx, companyId: string): Promise<ColumnMapping | null> {
  const [row] = await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.companyId, companyId));
  return row
    ? { dateColumn: row.dateColumn, amountColumn: row.amountColumn, payerColumn: row.payerColumn, hasHeader: row.hasHeader }
    : null;
}

const same = (a: ColumnMapping | null, b: ColumnMapping) =>
  !!a &&
  a.dateColumn === b.dateColumn &&
  a.amountColumn === b.amountColumn &&
  a.payerColumn === b.payerColumn &&
  a.hasHeader === b.hasHeader;

/** Keeps a mapping that read a statement, for the next one; logged when it changed. */
export async function rememberMapping(db: Db, user: CompanyUser, mapping: ColumnMapping): Promise<void> {
  await db.transaction(async (tx) => {
    if (same(await rememberedMapping(tx, user.companyId), mapping)) return;
    const values = { ...mapping, updatedBy: user.id, updatedAt: new Date() };
    await tx
      .insert(bankCsvMappings)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: bankCsvMappings.companyId, set: values });
    await recordOperation(tx, actorOf(user), {
      operationType: 'payment.bank-mapping',
      targetType: 'bank-csv-mapping',
      detail: { ...mapping },
    });
  });
}
