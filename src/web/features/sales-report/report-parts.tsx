import type { ReactNode } from 'react';
import type { DailyReport } from '@/core/contracts/sales-report';
import { formatYen } from '@/core/format';
import { paymentMethodLabels, paymentMethods } from '@/core/seat-bill';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';

type Summary = DailyReport['summary'];

/** A figure with its name, as the dashboard shows its own. */
export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border bg-card px-4 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tracking-tight tabular-nums sm:text-xl">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

export const turnoverText = (turnover: number | null) => (turnover === null ? '—' : `${turnover.toFixed(2)}回`);
export const spendText = (spend: number | null) => (spend === null ? '—' : formatYen(spend));

/** The headline figures of a day or a month. */
export function SummaryStats({ summary, extra }: { summary: Summary; extra?: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Stat label="売上（税込）" value={formatYen(summary.sales)} note={`会計 ${summary.payments}件`} />
      <Stat label="売上（税抜）" value={formatYen(summary.salesExclTax)} note={`消費税 ${formatYen(summary.tax)}`} />
      <Stat
        label="客数"
        value={`${summary.guests}人`}
        note={summary.uncountedGroups > 0 ? `人数未登録 ${summary.uncountedGroups}組` : undefined}
      />
      <Stat label="組数" value={`${summary.groups}組`} />
      <Stat label="客単価" value={spendText(summary.averageSpend)} />
      <Stat label="回転率" value={turnoverText(summary.turnover)} />
      {extra}
    </dl>
  );
}

/** A card of rows: name on the left, figures on the right. */
export function FigureList({ title, rows }: { title: string; rows: { key: string; label: string; value: string; note?: string }[] }) {
  return (
    <Card>
      <CardHeader className="px-5 pt-5">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-5 pb-5">
        <dl className="flex flex-col divide-y text-sm">
          {rows.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-3 py-2 first:pt-0">
              <dt className="min-w-0">{row.label}</dt>
              <dd className="text-right tabular-nums">
                {row.note && <span className="mr-3 text-muted-foreground">{row.note}</span>}
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** 税率別, 支払方法 and 割引・サービス料 of a summary. */
export function MoneyCards({ summary, cancellations }: { summary: Summary; cancellations: { count: number; amount: number } }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FigureList
        title="税率別"
        rows={
          summary.byRate.length > 0
            ? summary.byRate.flatMap((r) => [
                { key: `${r.taxCategory}-sales`, label: `${r.rate}%対象（税込）`, value: formatYen(r.sales) },
                { key: `${r.taxCategory}-base`, label: `${r.rate}%対象（税抜）`, value: formatYen(r.base) },
                { key: `${r.taxCategory}-tax`, label: `${r.rate}%消費税`, value: formatYen(r.tax) },
              ])
            : [{ key: 'none', label: '売上なし', value: formatYen(0) }]
        }
      />
      <FigureList
        title="支払方法"
        rows={paymentMethods.map((m) => ({ key: m, label: paymentMethodLabels[m], value: formatYen(summary.methods[m]) }))}
      />
      <FigureList
        title="割引・サービス料・取消"
        rows={[
          { key: 'discount', label: '割引', note: `${summary.discounts.count}件`, value: formatYen(summary.discounts.amount) },
          {
            key: 'service',
            label: 'サービス料',
            note: `${summary.serviceCharges.count}件`,
            value: formatYen(summary.serviceCharges.amount),
          },
          { key: 'cancel', label: '取消', note: `${cancellations.count}件`, value: formatYen(cancellations.amount) },
        ]}
      />
    </div>
  );
}
