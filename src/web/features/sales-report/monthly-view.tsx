import type { MonthlyReport } from '@/core/contracts/sales-report';
import { formatYen } from '@/core/format';
import { type Bar, BarChart } from '@/web/components/ui/charts/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { MoneyCards, SummaryStats, spendText, turnoverText } from './report-parts';

type Day = MonthlyReport['days'][number];

const dayLabel = (date: string) => `${Number(date.slice(8))}日`;

const columns: Column<Day>[] = [
  { key: 'date', header: '営業日', cell: (d) => d.date.replace(/-/g, '/'), isRowHeader: true },
  { key: 'sales', header: '売上（税込）', cell: (d) => formatYen(d.sales), className: 'text-right tabular-nums' },
  { key: 'excl', header: '税抜', cell: (d) => formatYen(d.salesExclTax), className: 'text-right tabular-nums', showFrom: 'md' },
  { key: 'groups', header: '組数', cell: (d) => `${d.groups}組`, className: 'text-right tabular-nums' },
  { key: 'guests', header: '客数', cell: (d) => `${d.guests}人`, className: 'text-right tabular-nums' },
  { key: 'spend', header: '客単価', cell: (d) => spendText(d.averageSpend), className: 'text-right tabular-nums', showFrom: 'md' },
  { key: 'turnover', header: '回転率', cell: (d) => turnoverText(d.turnover), className: 'text-right tabular-nums', showFrom: 'lg' },
  { key: 'cash', header: '現金', cell: (d) => formatYen(d.methods.cash), className: 'text-right tabular-nums', showFrom: 'lg' },
  {
    key: 'cashless',
    header: 'カード・QR・その他',
    cell: (d) => formatYen(d.methods.card + d.methods.qr + d.methods.other),
    className: 'text-right tabular-nums',
    showFrom: 'lg',
  },
];

/** 月報: the month's total, a bar per business day and a row per day. */
export function MonthlyView({ report }: { report: MonthlyReport }) {
  const bars: Bar[] = report.days.map((d) => ({
    key: d.date,
    label: dayLabel(d.date),
    longLabel: d.date.replace(/-/g, '/'),
    value: d.sales,
  }));
  return (
    <div className="flex flex-col gap-4">
      <SummaryStats summary={report.total} />
      <MoneyCards summary={report.total} cancellations={report.total.cancellations} />
      <Card>
        <CardHeader className="px-5 pt-5">
          <CardTitle className="text-base">日別の売上</CardTitle>
        </CardHeader>
        <CardContent className="px-5 pb-5">
          <BarChart bars={bars} caption="日別の売上" headers={['営業日', '売上（税込）']} formatValue={formatYen} />
        </CardContent>
      </Card>
      <DataTable label="日別の集計" columns={columns} rows={report.days} rowKey={(d) => d.date} emptyMessage="日付がありません" isCompact />
    </div>
  );
}
