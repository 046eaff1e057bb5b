import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { japanDateTimeParts } from '@/core/calendar';
import type { Dashboard } from '@/core/contracts/dashboard';
import { formatYen } from '@/core/format';
import { type Bar, BarChart } from '@/web/components/ui/charts/bar-chart';
import { hourSpan } from '@/web/components/ui/charts/hour-span';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';

type TodaysOrders = NonNullable<Dashboard['orders']>;

const hourInJapan = () => japanDateTimeParts(Date.now()).hour;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold sm:text-xl tracking-tight tabular-nums">{value}</dd>
    </div>
  );
}

function HourlyChart({ byHour }: { byHour: TodaysOrders['byHour'] }) {
  const now = hourInJapan();
  const bars: Bar[] = hourSpan(byHour).map(({ hour, count }) => ({
    key: String(hour),
    label: `${hour}時`,
    longLabel: `${hour}時台`,
    value: count,
    isHighlighted: hour === now,
  }));
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h3 className="text-sm font-semibold">時間帯別の注文数</h3>
      <BarChart bars={bars} caption="時間帯別の注文数" headers={['時間帯', '注文数']} formatValue={(count) => `${count}件`} />
    </section>
  );
}

function TopItems({ items }: { items: TodaysOrders['topItems'] }) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h3 className="text-sm font-semibold">本日の人気メニュー</h3>
      <ol className="flex flex-col divide-y text-sm">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-baseline gap-3 py-2 first:pt-0">
            <span className="w-4 shrink-0 text-muted-foreground tabular-nums">{i + 1}</span>
            <span className="min-w-0 flex-1 truncate" title={item.name}>
              {item.name}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{`${item.quantity}点`}</span>
            <span className="w-24 shrink-0 text-right tabular-nums">{formatYen(item.amount)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 「本日の注文」 of a mobile-order restaurant; the page's event stream keeps it live. */
export function OrdersPanel({ orders }: { orders: TodaysOrders }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 px-5 pt-5">
        <CardTitle className="text-base">本日の注文</CardTitle>
        <Button asChild size="sm">
          <Link to="/order">
            注文確認へ
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 px-5 pt-4 pb-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Stat label="注文数" value={`${orders.count}件`} />
          <Stat label="売上" value={formatYen(orders.takings)} />
          <Stat label="空席" value={`${orders.openSeats} / ${orders.seats}席`} />
        </dl>
        {orders.count === 0 ? (
          <p className="rounded-md border border-dashed py-6 text-center text-sm text-muted-foreground">本日の注文はまだありません</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <HourlyChart byHour={orders.byHour} />
            {orders.topItems.length > 0 && <TopItems items={orders.topItems} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
