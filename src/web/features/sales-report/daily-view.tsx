import type { DailyReport } from '@/core/contracts/sales-report';
import { formatYen } from '@/core/format';
import { type Bar, BarChart } from '@/web/components/ui/charts/bar-chart';
import { hourSpan } from '@/web/components/ui/charts/hour-span';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { MoneyCards, Stat, SummaryStats } from './report-parts';

type Item = DailyReport['byItem'][number];
type Category = DailyReport['byCategory'][number];

const serveText = (seconds: number | null) => {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}分${seconds % 60}秒` : `${seconds}秒`;
};

const itemColumns: Column<Item>[] = [
  { key: 'rank', header: '順位', cell: (i) => i.rank, className: 'w-14 tabular-nums' },
  { key: 'name', header: '商品', cell: (i) => i.name, isRowHeader: true },
  {
    key: 'abc',
    header: 'ABC',
    cell: (i) => <Badge tone={i.abc === 'A' ? 'success' : i.abc === 'B' ? 'info' : 'neutral'}>{i.abc}</Badge>,
    className: 'w-16',
  },
  { key: 'quantity', header: '数量', cell: (i) => `${i.quantity}点`, className: 'text-right tabular-nums' },
  { key: 'amount', header: '売上（税込）', cell: (i) => formatYen(i.amount), className: 'text-right tabular-nums' },
];

const categoryColumns: Column<Category>[] = [
  { key: 'name', header: 'カテゴリ', cell: (c) => c.name, isRowHeader: true },
  { key: 'quantity', header: '数量', cell: (c) => `${c.quantity}点`, className: 'text-right tabular-nums' },
  { key: 'amount', header: '売上（税込）', cell: (c) => formatYen(c.amount), className: 'text-right tabular-nums' },
];

/** 売上日報 of one business day: the figures, the hours, the categories and the items (ABC). */
export function DailyView({ report }: { report: DailyReport }) {
  const slots = hourSpan(report.byHour.map((h) => ({ hour: h.slot, count: h.sales + h.orders })));
  const bars: Bar[] = slots.map(({ hour: slot }) => {
    const h = report.byHour[slot];
    return { key: String(slot), label: h?.label ?? '', longLabel: `${h?.label ?? ''}台`, value: h?.sales ?? 0 };
  });
  return (
    <div className="flex flex-col gap-4">
      <SummaryStats
        summary={report.summary}
        extra={
          <>
            <Stat label="席数" value={`${report.seats}席`} />
            <Stat label="平均提供時間" value={serveText(report.averageServeSeconds)} />
          </>
        }
      />
      <MoneyCards summary={report.summary} cancellations={report.cancellations} />
      <Card>
        <CardHeader className="px-5 pt-5">
          <CardTitle className="text-base">時間帯別の売上</CardTitle>
        </CardHeader>
        <CardContent className="px-5 pb-5">
          {bars.length === 0 ? (
            <p className="text-sm text-muted-foreground">この営業日の会計はまだありません。</p>
          ) : (
            <BarChart bars={bars} caption="時間帯別の売上" headers={['時間帯', '売上（税込）']} formatValue={formatYen} />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-labelledby="report-categories" className="flex flex-col gap-2">
          <h2 id="report-categories" className="text-base font-semibold">
            カテゴリ別
          </h2>
          <DataTable
            label="カテゴリ別の売上"
            columns={categoryColumns}
            rows={report.byCategory}
            rowKey={(c) => c.name}
            emptyMessage="注文はありません"
            isCompact
          />
        </section>
        <section aria-labelledby="report-items" className="flex flex-col gap-2">
          <h2 id="report-items" className="text-base font-semibold">
            商品別（ABC分析）
          </h2>
          <p className="text-xs text-muted-foreground">A: 売上の上位70%、B: 次の20%、C: 残り。取消を除く注文の税込金額（割引前）です。</p>
          <DataTable
            label="商品別の売上"
            columns={itemColumns}
            rows={report.byItem}
            rowKey={(i) => i.name}
            emptyMessage="注文はありません"
            isCompact
          />
        </section>
      </div>
    </div>
  );
}
