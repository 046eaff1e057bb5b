import type { ReactNode } from 'react';
import type { SalesDocument } from '@/core/contracts/documents';
import { formatYen } from '@/core/format';
import { taxCategoryLabels } from '@/core/money';
import { cn } from '@/web/lib/utils';

function Row({ label, value, isStrong = false }: { label: string; value: ReactNode; isStrong?: boolean }) {
  return (
    <div className={cn('flex flex-wrap justify-between gap-x-4', isStrong && 'border-t pt-2 font-semibold')}>
      <dt className={cn(!isStrong && 'text-muted-foreground')}>{label}</dt>
      <dd className="ml-auto text-right tabular-nums">{typeof value === 'number' ? formatYen(value) : value}</dd>
    </div>
  );
}

/** 小計・税率ごとの内訳・消費税・合計 (and 源泉徴収 for invoices), then the memo that is never printed. */
export function DetailSummary({ doc }: { doc: SalesDocument }) {
  const { totals } = doc;
  const hasWithholding = doc.kind === 'invoice' && totals.withholding > 0;
  // 税込 documents read as printed: each rate's 税込 amount and the tax it holds (内消費税).
  const isInclusive = doc.priceMode === 'inclusive';
  const taxWord = isInclusive ? '内消費税' : '消費税';
  return (
    <>
      <section aria-labelledby="totals-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="totals-heading" className="text-sm font-semibold">
          金額
        </h2>
        <dl className="grid gap-2 text-sm">
          <Row label={isInclusive ? '小計（税抜）' : '小計'} value={totals.subtotal} />
          {totals.byRate.map((rate) => (
            <Row
              key={rate.taxCategory}
              label={rate.rate > 0 ? `${rate.rate}%対象` : taxCategoryLabels[rate.taxCategory]}
              value={
                rate.rate > 0
                  ? `${formatYen(isInclusive ? rate.base + rate.tax : rate.base)}（${taxWord} ${formatYen(rate.tax)}）`
                  : formatYen(rate.base)
              }
            />
          ))}
          <Row label={taxWord} value={totals.tax} />
          <Row label="合計" value={totals.total} isStrong />
          {hasWithholding && (
            <>
              <Row label="源泉徴収税額" value={-totals.withholding} />
              <Row label="差引請求額" value={totals.amountDue} isStrong />
            </>
          )}
        </dl>
      </section>
      {doc.memo.trim() && (
        <section aria-labelledby="memo-heading" className="grid gap-2 rounded-xl border border-dashed bg-muted/30 p-4">
          <h2 id="memo-heading" className="text-sm font-semibold">
            社内メモ <span className="text-xs font-normal text-muted-foreground">(印刷されません)</span>
          </h2>
          <p className="text-sm break-words whitespace-pre-wrap">{doc.memo}</p>
        </section>
      )}
    </>
  );
}
