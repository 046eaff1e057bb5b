import { formatYen } from '@/core/format';
import { type Bar, BarChart } from '@/web/components/ui/charts/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';

type MonthlyChartProps = {
  monthly: { month: string; amount: number }[];
  /** YYYY-MM-DD in Japan: its month is the one highlighted. */
  today: string;
};

/** 「月別請求額（過去12か月）」: invoiced amounts (tax included) of the last twelve months. */
export function MonthlyChart({ monthly, today }: MonthlyChartProps) {
  const thisMonth = today.slice(0, 7);
  const bars: Bar[] = monthly.map(({ month, amount }) => {
    const [year, m] = month.split('-').map(Number);
    return { key: month, label: `${m}月`, longLabel: `${year}年${m}月`, value: amount, isHighlighted: month === thisMonth };
  });
  const peak = Math.max(0, ...monthly.map((m) => m.amount));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 px-5 pt-5">
        <CardTitle className="text-base">月別請求額（過去12か月）</CardTitle>
        <p className="text-xs text-muted-foreground tabular-nums">
          {peak > 0 ? `最大 ${formatYen(peak)}` : 'この12か月の請求はまだありません'}
        </p>
      </CardHeader>
      <CardContent className="px-5 pt-4 pb-5">
        <BarChart bars={bars} caption="月別請求額" headers={['月', '請求額']} formatValue={formatYen} />
      </CardContent>
    </Card>
  );
}
