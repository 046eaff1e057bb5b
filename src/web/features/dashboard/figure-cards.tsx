import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CountAmount, Dashboard } from '@/core/contracts/dashboard';
import { formatYen } from '@/core/format';
import { Card } from '@/web/components/ui/primitives/card';
import { cn } from '@/web/lib/utils';

type FigureCardProps = { title: string; to: string; figure: ReactNode; children?: ReactNode };

/**
 * One figure with its list behind it. The title's link stretches over the whole card, so the
 * card is one tap target on a phone; a link inside (期限超過) sits above it.
 */
function FigureCard({ title, to, figure, children }: FigureCardProps) {
  return (
    <Card className="relative flex flex-col gap-2 px-5 py-4 transition-colors hover:bg-accent/40">
      <h2 className="text-sm font-medium text-muted-foreground">
        <Link
          to={to}
          className="flex items-center justify-between gap-2 outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {title}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </h2>
      <div className="text-2xl font-bold tracking-tight tabular-nums">{figure}</div>
      {children && <div className="flex flex-col gap-1 text-sm text-muted-foreground">{children}</div>}
    </Card>
  );
}

function CountAndAmount({ value }: { value: CountAmount }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-3">
      <span>{`${value.count}件`}</span>
      <span className="text-lg font-semibold text-muted-foreground">{formatYen(value.amount)}</span>
    </span>
  );
}

/** 「▲12%」 against last month; with nothing last month a percentage would mean nothing. */
function MonthOnMonth({ thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }) {
  if (lastMonth === 0) return <span>先月の実績なし</span>;
  const percent = Math.round(((thisMonth - lastMonth) / Math.abs(lastMonth)) * 100);
  const change = percent > 0 ? `▲${percent}%` : percent < 0 ? `▼${-percent}%` : '±0%';
  return (
    <span>
      <span className="sr-only">先月比</span>
      <span className={cn('font-medium', percent > 0 && 'text-emerald-700 dark:text-emerald-400', percent < 0 && 'text-destructive')}>
        {change}
      </span>
    </span>
  );
}

/** 期限超過 of one kind, opening its list filtered the same way (above the card's own link). */
function OverdueLink({ to, label, value }: { to: string; label: string; value: CountAmount }) {
  return (
    <Link
      to={to}
      className={cn(
        'relative z-10 flex w-fit flex-wrap gap-x-2 rounded-sm tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        value.count > 0 && 'font-medium text-destructive',
      )}
    >
      <span>{label}</span>
      <span>{`${value.count}件`}</span>
      <span>{formatYen(value.amount)}</span>
    </Link>
  );
}

type FigureCardsProps = Pick<Dashboard, 'invoices' | 'quotations' | 'purchaseOrders'>;

/** Each card only for an area the user may open: the API sends null for the others. */
export function FigureCards({ invoices, quotations, purchaseOrders }: FigureCardsProps) {
  if (!invoices && !quotations && !purchaseOrders) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {invoices && (
        <FigureCard title="今月の請求額" to="/sales" figure={formatYen(invoices.thisMonth)}>
          <p className="flex flex-wrap gap-x-3 tabular-nums">
            <span>先月 {formatYen(invoices.lastMonth)}</span>
            <MonthOnMonth thisMonth={invoices.thisMonth} lastMonth={invoices.lastMonth} />
          </p>
        </FigureCard>
      )}
      {invoices && (
        // What invoices and 合計請求書 still owe, less payments and 返品・値引き: 売掛金 shows it per customer, with aging.
        <FigureCard title="未入金（請求書・合計請求書）" to="/receivables" figure={<CountAndAmount value={invoices.unpaid} />}>
          <OverdueLink to="/sales?status=overdue" label="期限超過" value={invoices.overdue} />
          {invoices.overdueStatements.count > 0 && (
            <OverdueLink to="/statement?status=overdue" label="期限超過の合計請求書" value={invoices.overdueStatements} />
          )}
        </FigureCard>
      )}
      {quotations && <FigureCard title="回答待ちの見積書" to="/quotation" figure={<CountAndAmount value={quotations.open} />} />}
      {purchaseOrders && (
        <FigureCard title="納品待ちの発注書" to="/purchase" figure={<CountAndAmount value={purchaseOrders.awaitingDelivery} />} />
      )}
    </div>
  );
}
