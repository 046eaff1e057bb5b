import type { ReactNode } from 'react';
import { formatYen } from '@/core/format';
import {
  type DocumentTotals,
  type PriceMode,
  type RateBreakdown,
  type RoundingMode,
  roundingModeLabels,
  taxCategoryLabels,
} from '@/core/money';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { cn } from '@/web/lib/utils';

type EditorTotalsProps = {
  /** documentTotals of the draft, as the server will compute it on save. */
  totals: DocumentTotals;
  roundingMode: RoundingMode;
  priceMode: PriceMode;
  isInvoice: boolean;
};

function rateTerm(rate: RateBreakdown): ReactNode {
  if (rate.rate === 0) return taxCategoryLabels[rate.taxCategory];
  if (rate.taxCategory === 'reduced') {
    return (
      <>
        {`${rate.rate}%対象 `}
        <span aria-hidden>※</span>
        <span className="sr-only">（軽減税率）</span>
      </>
    );
  }
  return `${rate.rate}%対象`;
}

function Row({ term, children, className }: { term: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** 合計: live while typing; tax once per rate on that rate's sum, the same figures the PDF will print. */
export function EditorTotals({ totals, roundingMode, priceMode, isInvoice }: EditorTotalsProps) {
  const hasWithholding = isInvoice && totals.withholdingBase !== 0;
  // 税込: each rate shows what its lines add up to and the tax they hold, as the PDF prints it.
  const isInclusive = priceMode === 'inclusive';
  const taxWord = isInclusive ? '内消費税' : '消費税';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>合計</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm">
          {!isInclusive && <Row term="小計">{formatYen(totals.subtotal)}</Row>}
          {totals.byRate.map((rate) => (
            <Row key={rate.taxCategory} term={rateTerm(rate)} className="pl-3 text-xs text-muted-foreground">
              {formatYen(isInclusive ? rate.base + rate.tax : rate.base)}
              {rate.rate > 0 && <span className="ml-3">{`${taxWord} ${formatYen(rate.tax)}`}</span>}
            </Row>
          ))}
          <Row term={taxWord}>{formatYen(totals.tax)}</Row>
          {isInclusive && <Row term="税抜金額">{formatYen(totals.subtotal)}</Row>}
          <Row term="合計" className="border-t pt-2 text-base font-bold">
            {formatYen(totals.total)}
          </Row>
          {hasWithholding && (
            <>
              <Row term="源泉徴収税額">{formatYen(-totals.withholding)}</Row>
              <Row term="差引請求額" className="border-t pt-2 text-base font-bold">
                {formatYen(totals.amountDue)}
              </Row>
            </>
          )}
        </dl>
        <p className="text-xs text-muted-foreground">
          端数処理: {roundingModeLabels[roundingMode]}（消費税は税率ごとの合計に1回だけ計算）
          {totals.byRate.some((r) => r.taxCategory === 'reduced') && <span className="block">※は軽減税率（8%）対象です。</span>}
        </p>
      </CardContent>
    </Card>
  );
}
