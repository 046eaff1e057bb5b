import type { DailyReport, MonthlyReport } from '@/core/contracts/sales-report';
import { paymentMethodLabels, paymentMethods } from '@/core/seat-bill';

type Cell = string | number | null;
const rateName = (r: { rate: number }) => `${r.rate}%`;

/**
 * 売上日報 as CSV: one table of 区分, 項目, 数量 and 金額 (integer yen), so a spreadsheet can filter
 * it by 区分 — the summary, per tax rate, the payment methods, per hour, per category and per item.
 */
export function dailyReportRows(report: DailyReport): Cell[][] {
  const s = report.summary;
  const rows: Cell[][] = [
    ['区分', '項目', '数量', '金額'],
    ['概要', '営業日', report.date, null],
    ['概要', '売上（税込）', s.payments, s.sales],
    ['概要', '売上（税抜）', null, s.salesExclTax],
    ['概要', '消費税', null, s.tax],
    ...s.byRate.flatMap((r): Cell[][] => [
      ['税率別', `${rateName(r)}対象（税込）`, null, r.sales],
      ['税率別', `${rateName(r)}対象（税抜）`, null, r.base],
      ['税率別', `${rateName(r)}消費税`, null, r.tax],
    ]),
    ['概要', '組数', s.groups, null],
    ['概要', '客数', s.guests, null],
    ['概要', '客単価', null, s.averageSpend],
    ['概要', '回転率', s.turnover === null ? null : s.turnover.toFixed(2), null],
    ['概要', '割引', s.discounts.count, s.discounts.amount],
    ['概要', 'サービス料', s.serviceCharges.count, s.serviceCharges.amount],
    ['概要', '取消', report.cancellations.count, report.cancellations.amount],
    ['概要', '平均提供時間（秒）', report.averageServeSeconds, null],
    ...paymentMethods.map((m): Cell[] => ['支払方法', paymentMethodLabels[m], null, s.methods[m]]),
    ...report.byHour.map((h): Cell[] => ['時間帯別', h.label, h.orders, h.sales]),
    ...report.byCategory.map((c): Cell[] => ['カテゴリ別', c.name, c.quantity, c.amount]),
    ...report.byItem.map((i): Cell[] => [`商品別（${i.abc}）`, i.name, i.quantity, i.amount]),
  ];
  return rows;
}

/** 月報 as CSV: a row per business day and the month's total. */
export function monthlyReportRows(report: MonthlyReport): Cell[][] {
  const header = [
    '営業日',
    '売上（税込）',
    '売上（税抜）',
    '消費税',
    '10%対象（税込）',
    '8%対象（税込）',
    '組数',
    '客数',
    '客単価',
    '回転率',
    '割引',
    'サービス料',
    ...paymentMethods.map((m) => paymentMethodLabels[m]),
    '取消件数',
    '取消金額',
  ];
  const row = (label: string, d: MonthlyReport['total']): Cell[] => [
    label,
    d.sales,
    d.salesExclTax,
    d.tax,
    d.byRate.find((r) => r.taxCategory === 'standard')?.sales ?? 0,
    d.byRate.find((r) => r.taxCategory === 'reduced')?.sales ?? 0,
    d.groups,
    d.guests,
    d.averageSpend,
    d.turnover === null ? null : d.turnover.toFixed(2),
    d.discounts.amount,
    d.serviceCharges.amount,
    ...paymentMethods.map((m) => d.methods[m]),
    d.cancellations.count,
    d.cancellations.amount,
  ];
  return [header, ...report.days.map((d) => row(d.date, d)), row('合計', report.total)];
}
