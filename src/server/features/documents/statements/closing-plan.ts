import type { StatementCandidate } from '@/core/contracts/statements';
import { documentNumberLabel, dueDateFromTerms } from '@/core/documents';
import { documentTotals, exceedsYenCeiling, type PriceMode, type RoundingMode, taxCategoryLabels, yenTooLarge } from '@/core/money';
import { paymentTermsLabel } from '@/core/schemas/customers';
import { hasSomethingToBill, statementFigures } from '@/core/statements';
import type { ClosingData } from './closing-data';

type SourceRow = ClosingData['sources'][number];
type LineRow = ClosingData['lines'][number];

export type StatementLine = {
  kind: 'item' | 'heading' | 'discount';
  productId: string | null;
  code: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: number;
  taxCategory: LineRow['taxCategory'];
  isWithholding: false;
  date: string | null;
};

/**
 * The lines of a statement: each 納品書 under a heading with its number and 納品日, its own lines
 * below with the day delivered. The statement is 税抜 unless every 納品書 is 税込; a 納品書 in
 * the other mode is billed by its 税抜 amount per rate (its stored byRate), one line each.
 */
export function statementLines(sources: SourceRow[], linesOf: Map<string, LineRow[]>, mode: PriceMode): StatementLine[] {
  return sources.flatMap((source) => {
    const number = documentNumberLabel(source.number, source.revision);
    const heading: StatementLine = {
      kind: 'heading',
      productId: null,
      code: '',
      name: `納品書 ${number}（${Number(source.delivered.slice(5, 7))}/${Number(source.delivered.slice(8, 10))} 納品）${source.subject ? ` ${source.subject}` : ''}`,
      quantity: '1',
      unit: '',
      unitPrice: 0,
      taxCategory: 'standard',
      isWithholding: false,
      date: null,
    };
    if (source.priceMode !== mode) {
      const perRate = source.byRate.map(
        (r): StatementLine => ({
          ...heading,
          kind: 'item',
          name: `納品書 ${number} ${taxCategoryLabels[r.taxCategory]}対象（税抜）`,
          unitPrice: r.base,
          taxCategory: r.taxCategory,
          date: source.delivered,
        }),
      );
      return [heading, ...perRate];
    }
    const own = (linesOf.get(source.id) ?? []).map(
      (l): StatementLine => ({
        kind: l.kind,
        productId: l.productId,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        taxCategory: l.taxCategory,
        isWithholding: false,
        date: l.kind === 'heading' ? null : (l.date ?? source.delivered),
      }),
    );
    return [heading, ...own];
  });
}

export type PlannedStatement = StatementCandidate & {
  lines: StatementLine[];
  priceMode: PriceMode;
  sources: SourceRow[];
  receivedToDate: number;
  creditedToDate: number;
  previousStatementId: string | null;
  customer: ClosingData['customers'][number];
};

/** Every customer closing that day, with its statement worked out (or the reason there is none). */
export function planClosing(data: ClosingData, closingDate: string, roundingMode: RoundingMode): PlannedStatement[] {
  const sourcesOf = new Map<string, SourceRow[]>();
  for (const s of data.sources) sourcesOf.set(s.customerId, [...(sourcesOf.get(s.customerId) ?? []), s]);
  const linesOf = new Map<string, LineRow[]>();
  for (const l of data.lines) linesOf.set(l.documentId, [...(linesOf.get(l.documentId) ?? []), l]);
  return data.customers.map((customer) => {
    const sources = sourcesOf.get(customer.id) ?? [];
    const priceMode: PriceMode = sources.length > 0 && sources.every((s) => s.priceMode === 'inclusive') ? 'inclusive' : 'exclusive';
    const lines = statementLines(sources, linesOf, priceMode);
    const totals = documentTotals(lines, roundingMode, priceMode);
    const previous = data.previous.get(customer.id);
    const receivedToDate = data.paid.get(customer.id) ?? 0;
    const creditedToDate = data.credited.get(customer.id) ?? 0;
    const figures = statementFigures({
      previousBilled: previous?.billed ?? 0,
      receivedToDate,
      previousReceivedToDate: previous?.receivedToDate ?? 0,
      creditedToDate,
      previousCreditedToDate: previous?.creditedToDate ?? 0,
      purchases: totals.subtotal,
      tax: totals.tax,
    });
    const existing = data.existing.get(customer.id);
    // Each 納品書 fits the ceiling; a month of them on one statement may not (money/ceiling.ts).
    const isTooLarge = exceedsYenCeiling(totals);
    const skipReason = existing
      ? null
      : data.later.has(customer.id)
        ? 'より後の締め日の合計請求書が発行済みです'
        : isTooLarge
          ? yenTooLarge('合計金額')
          : hasSomethingToBill(figures, sources.length)
            ? null
            : '請求するものがありません';
    // Already issued: the statement as it was issued, not what it would be now.
    const shown = existing
      ? {
          previousBilled: existing.previousBilled,
          received: existing.received,
          credited: existing.credited,
          carriedOver: existing.carriedOver,
          purchases: existing.purchases,
          tax: existing.tax,
          billed: existing.billed,
        }
      : figures;
    return {
      ...shown,
      customerId: customer.id,
      customerCode: customer.code,
      customerName: customer.name,
      email: customer.email,
      paymentTerms: paymentTermsLabel(customer.paymentTerms),
      dueDate: existing?.dueDate ?? dueDateFromTerms(closingDate, customer.paymentTerms),
      sourceCount: sources.length,
      total: existing?.total ?? totals.total,
      statement: existing ? { id: existing.id, number: existing.number ?? '', status: existing.status } : null,
      skipReason,
      lines,
      priceMode,
      sources,
      receivedToDate,
      creditedToDate,
      previousStatementId: previous?.documentId ?? null,
      customer,
    };
  });
}
