import { and, eq } from 'drizzle-orm';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { formatYen } from '@/core/format';
import { type PriceMode, priceModeLabels, type RateBreakdown, taxCategoryLabels } from '@/core/money';
import { isBilledKind } from '@/core/payments';
import type { Tx } from '../../../db/client';
import { documents } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { type DocumentRow, type LineRow, linesOf } from '../view';
import { billedVersions, currentVersion, givenBackOn } from './given-back';

const exceeds = (message: string) => new AppError(409, 'CREDIT_EXCEEDS_INVOICE', message);

/** A rate's amount as the source's lines are written: 税抜 for a 税抜 source, 税込 for a 税込 one. */
const rateAmount = (r: RateBreakdown, mode: PriceMode) => (mode === 'inclusive' ? r.base + r.tax : r.base);

/**
 * A credit note line names no source line (the schema keeps no link), so a line is matched to the
 * billed line of the same kind, name and tax category; the unit price is left out, so that a
 * 値引き of an item at a lower price still counts against that item.
 */
const lineKey = (l: Pick<LineRow, 'kind' | 'name' | 'taxCategory'>) => `${l.kind}\u0000${l.name}\u0000${l.taxCategory}`;

function sumBy<T>(items: T[], key: (item: T) => string | null, amount: (item: T) => number) {
  const sums = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + amount(item));
  }
  return sums;
}

/**
 * A 返品・値引き never gives back more than remains of its invoice or 合計請求書 — in total (税込),
 * per tax rate, and per line — counting the issued credit notes of every version of it. Checked
 * when the draft is made, each time it is saved, and again at issue (inside the issuing
 * transaction, with the source's versions locked, so two credit notes issued at once queue and
 * the second sees the first). Drafts do not count against each other: only issuing gives back.
 * A credit note without a billed source (複製 of one) is not checked here.
 */
export async function assertReturnable(tx: Tx, companyId: string, note: DocumentRow): Promise<void> {
  if (note.kind !== 'credit_note' || !note.sourceId) return;
  const [made] = await tx
    .select({ kind: documents.kind, number: documents.number })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, note.sourceId)));
  if (!made?.number || !isBilledKind(made.kind)) return;
  const versions = await billedVersions(tx, companyId, made.kind, made.number, { lock: true });
  const source = currentVersion(versions);
  if (!source) return;
  const except = [note.id, ...(note.previousId ? [note.previousId] : [])];
  const given = await givenBackOn(
    tx,
    companyId,
    versions.map((v) => v.id),
    except,
  );
  const name = `${kindInfo[source.kind].title}「${documentNumberLabel(source.number, source.revision)}」`;
  const left = (amount: number) => formatYen(Math.max(amount, 0));

  const totalLeft = source.total - given.notes.reduce((sum, n) => sum + n.amountDue, 0);
  if (note.amountDue > totalLeft)
    throw exceeds(`返品・値引きの合計（${formatYen(note.amountDue)}）が${name}の残り（${left(totalLeft)}）を超えています`);

  const mode = source.priceMode;
  const modeLabel = priceModeLabels[mode];
  const givenByRate = sumBy(
    given.notes.flatMap((n) => n.byRate),
    (r) => r.taxCategory,
    (r) => rateAmount(r, mode),
  );
  const billedByRate = sumBy(
    source.byRate,
    (r) => r.taxCategory,
    (r) => rateAmount(r, mode),
  );
  for (const r of note.byRate) {
    const amount = rateAmount(r, mode);
    const rateLeft = (billedByRate.get(r.taxCategory) ?? 0) - (givenByRate.get(r.taxCategory) ?? 0);
    const label = `${taxCategoryLabels[r.taxCategory]}対象`;
    if (amount > 0 && amount > rateLeft)
      throw exceeds(
        `${label}の返品・値引き（${modeLabel}${formatYen(amount)}）が${name}の${label}の残り（${modeLabel}${left(rateLeft)}）を超えています`,
      );
  }

  // Line amounts only compare within one price mode; a credit note in the other mode is held by
  // the rate and total checks above.
  if (note.priceMode !== mode) return;
  const inMode = new Set(given.notes.filter((n) => n.priceMode === mode).map((n) => n.id));
  const items = (l: LineRow) => (l.kind === 'heading' ? null : lineKey(l));
  const billed = sumBy(await linesOf(tx, source.id), items, (l) => l.amount);
  const givenByLine = sumBy(
    given.lines.filter((l) => inMode.has(l.documentId)),
    items,
    (l) => l.amount,
  );
  const running = new Map<string, number>();
  for (const [i, line] of (await linesOf(tx, note.id)).entries()) {
    const key = items(line);
    const invoiced = key === null ? undefined : billed.get(key);
    // A line the source lacks (a 値引き of its own) and the source's own discount lines are held by the rate.
    if (key === null || invoiced === undefined || invoiced <= 0) continue;
    const amount = (running.get(key) ?? 0) + line.amount;
    running.set(key, amount);
    const lineLeft = invoiced - (givenByLine.get(key) ?? 0);
    if (line.amount > 0 && amount > lineLeft)
      throw exceeds(
        `${i + 1}行目「${line.name}」の返品・値引き（${formatYen(amount)}）が${name}の同じ明細の残り（${left(lineLeft)}）を超えています`,
      );
  }
}
