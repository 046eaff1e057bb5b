import type { Receivables } from '@/core/contracts/receivables';
import { toCsv } from '@/core/csv';
import { agingBucketLabels, agingBuckets } from '@/core/payments';

/** 売掛金一覧 as a CSV: one record per customer and a 合計 record, amounts in whole yen. */
export function receivablesCsv(receivables: Receivables): string {
  const header = [
    '基準日',
    '顧客コード',
    '顧客名',
    '請求額',
    '返品・値引き',
    '入金額',
    '売掛残高',
    '前受金',
    ...agingBuckets.map((b) => agingBucketLabels[b]),
  ];
  const rows = receivables.rows.map((r) => [
    receivables.asOf,
    r.customerCode,
    r.customerName,
    r.invoiced,
    r.credited,
    r.paid,
    r.outstanding,
    r.advance,
    ...agingBuckets.map((b) => r.aging[b]),
  ]);
  const t = receivables.totals;
  const total = [
    receivables.asOf,
    '',
    '合計',
    t.invoiced,
    t.credited,
    t.paid,
    t.outstanding,
    t.advance,
    ...agingBuckets.map((b) => t.aging[b]),
  ];
  return toCsv([header, ...rows, total]);
}
