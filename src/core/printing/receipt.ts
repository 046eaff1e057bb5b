import type { PrintableReceipt } from '../contracts/printing';
import { formatJapanDateTime, formatYen } from '../format';
import { type TaxCategory, taxCategoryLabels } from '../money';
import { type PaperWidth, type PrintCommand, paperColumns, rule, spread, textLines } from './epos-print';

const rateLabel = (rate: { taxCategory: TaxCategory }) => `${taxCategoryLabels[rate.taxCategory]}対象`;

/**
 * A seat's 領収書 on the receipt printer, with the figures of the issued document (its PDF's):
 * the store, the number and time, each item (※ for the reduced rate), 小計, the total and tax of
 * each rate, 合計, 預かり and お釣り when the money taken is given, and the 登録番号 of a
 * qualified invoice issuer.
 */
export function receiptCommands(receipt: PrintableReceipt, paper: PaperWidth, { tendered }: { tendered?: number } = {}): PrintCommand[] {
  const columns = paperColumns[paper];
  const row = (left: string, right: string, style = {}) =>
    spread(left, right, columns).map((text): PrintCommand => ({ type: 'text', text, style }));
  const isInclusive = receipt.priceMode === 'inclusive';
  const hasReduced = receipt.lines.some((l) => l.isReduced);
  const issuedAt = receipt.issuedAt ? formatJapanDateTime(receipt.issuedAt).slice(0, 16) : receipt.issueDate.replaceAll('-', '/');
  return [
    ...textLines(receipt.storeName || receipt.issuerName, paper, { width: 2, height: 2, em: true, align: 'center' }),
    ...(receipt.storeName && receipt.issuerName ? textLines(receipt.issuerName, paper, { align: 'center' }) : []),
    ...(receipt.registrationNumber ? textLines(`登録番号 ${receipt.registrationNumber}`, paper, { align: 'center' }) : []),
    { type: 'feed', lines: 1 },
    ...textLines('領収書', paper, { width: 2, height: 1, em: true, align: 'center' }),
    ...textLines(`${receipt.addressee || '上様'}`, paper),
    ...textLines(issuedAt, paper),
    ...textLines(`No.${receipt.number}`, paper),
    rule(paper),
    ...receipt.lines.flatMap((line) => [
      ...textLines(`${line.isReduced ? '※' : ''}${line.name}`, paper),
      ...row(`  ×${line.quantity}`, formatYen(line.amount)),
    ]),
    rule(paper),
    ...row('小計', formatYen(isInclusive ? receipt.total : receipt.subtotal)),
    ...receipt.byRate.flatMap((rate) => [
      ...row(rateLabel(rate), formatYen(isInclusive ? rate.base + rate.tax : rate.base)),
      ...(rate.rate > 0 ? row(isInclusive ? '  内消費税' : `  消費税(${rate.rate}%)`, formatYen(rate.tax)) : []),
    ]),
    ...spread('合計', formatYen(receipt.total), columns / 2).map(
      (text): PrintCommand => ({ type: 'text', text, style: { width: 2, height: 2, em: true } }),
    ),
    ...(tendered !== undefined ? [...row('お預かり', formatYen(tendered)), ...row('お釣り', formatYen(tendered - receipt.total))] : []),
    ...(hasReduced ? textLines('※は軽減税率(8%)対象です', paper) : []),
    { type: 'feed', lines: 2 },
    { type: 'cut' },
  ];
}
