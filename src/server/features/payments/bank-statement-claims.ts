import { and, eq, inArray } from 'drizzle-orm';
import { zenginLegacyClaim } from '@/core/bank/zengin';
import type { Db, Tx } from '../../db/client';
import { bankStatementLines } from '../../db/schema';

/**
 * The statement lines among `lineKeys` that an import has claimed, each with its payment (null
 * only while the claiming transaction runs). A line is claimed by its own key or — for a 全銀
 * line — by the shorter key imports gave before lines were told apart, when that claim was kept
 * with this line's amount and name (see zenginLegacyClaim): re-reading a file imported then must
 * not offer its paid line again, and must offer the alike lines that claim had swallowed.
 */
export async function claimsOf(db: Db | Tx, companyId: string, lineKeys: string[]): Promise<Map<string, string | null>> {
  const legacy = new Map<string, NonNullable<ReturnType<typeof zenginLegacyClaim>>>();
  for (const key of lineKeys) {
    const old = zenginLegacyClaim(key);
    if (old) legacy.set(key, old);
  }
  const wanted = [...new Set([...lineKeys, ...[...legacy.values()].map((c) => c.lineKey)])];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      lineKey: bankStatementLines.lineKey,
      paymentId: bankStatementLines.paymentId,
      amount: bankStatementLines.amount,
      payerName: bankStatementLines.payerName,
    })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.companyId, companyId), inArray(bankStatementLines.lineKey, wanted)));
  const byKey = new Map(rows.map((r) => [r.lineKey, r]));
  const claims = new Map<string, string | null>();
  for (const key of lineKeys) {
    const own = byKey.get(key);
    const old = legacy.get(key);
    const before = old ? byKey.get(old.lineKey) : undefined;
    if (own) claims.set(key, own.paymentId);
    else if (before && old && before.amount === old.amount && before.payerName === old.payerName) claims.set(key, before.paymentId);
  }
  return claims;
}
