import { and, eq, sql } from 'drizzle-orm';
import { defaultCodePrefixes } from '@/core/schemas/document-settings';
import type { Tx } from '../db/client';
import { documentSettings } from '../db/schema';
import type { MasterDataDefinition } from './define';

type Values = Record<string, unknown>;
/** Width of the number when the prefix has no numbered code yet: C-0001. */
const defaultDigits = 4;

/**
 * Gives the rows registered without a code the next codes of the company's 接頭辞:
 * C-0001, C-0002 … after the highest number already used with that prefix (C-0099 → C-0100,
 * C-9999 → C-10000), as wide as that highest code is written (C-020 → C-021, never C-0021:
 * a company that numbers with three digits keeps them). Codes typed by hand in another form
 * (ABC-1) are not counted.
 *
 * Two registrations at once would both see the same highest number; a transaction-scoped
 * advisory lock per company and entity makes the second wait for the first to commit.
 */
export async function withAssignedCodes(
  tx: Tx,
  def: MasterDataDefinition<unknown>,
  companyId: string,
  rows: Values[],
  /** Codes typed elsewhere in the same import file (later chunks): never given to a row here. */
  reserved: ReadonlySet<string> = new Set(),
): Promise<Values[]> {
  const missing = rows.filter((r) => String(r.code ?? '') === '').length;
  if (missing === 0) return rows;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${companyId}:${def.entity}:code`}))`);
  const [settings] = await tx
    .select({ codePrefixes: documentSettings.codePrefixes })
    .from(documentSettings)
    .where(eq(documentSettings.companyId, companyId));
  const prefix = (settings?.codePrefixes ?? defaultCodePrefixes)[def.entity];
  const table = def.table;
  const suffix = sql`substr(${table.code}, ${prefix.length + 1})`;
  // The highest number, and of its spellings (C-20, C-020) the widest.
  const [highest] = await tx
    .select({ value: sql<string>`${suffix}` })
    .from(table)
    .where(and(eq(table.companyId, companyId), sql`left(${table.code}, ${prefix.length}) = ${prefix}`, sql`${suffix} ~ '^[0-9]{1,18}$'`))
    .orderBy(sql`${suffix}::numeric desc`, sql`length(${suffix}) desc`)
    .limit(1);
  const digits = highest?.value.length ?? defaultDigits;
  let next = Number(highest?.value ?? 0) + 1;
  // Codes typed in the same file are taken too, so a number is never given twice.
  const typed = new Set([...reserved, ...rows.map((r) => String(r.code ?? ''))]);
  return rows.map((row) => {
    if (String(row.code ?? '') !== '') return row;
    let code = `${prefix}${String(next).padStart(digits, '0')}`;
    while (typed.has(code)) code = `${prefix}${String(++next).padStart(digits, '0')}`;
    next += 1;
    return { ...row, code };
  });
}
