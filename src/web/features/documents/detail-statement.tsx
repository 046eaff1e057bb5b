import { Link } from 'react-router';
import type { SalesDocument } from '@/core/contracts/documents';
import { formatDate, formatYen } from '@/core/format';
import { detailPath } from './detail-paths';

/** 合計請求書: the figures it prints (前回請求額, 入金額, 返品・値引き … 今回請求額) and the 納品書 it bills. */
export function DetailStatement({ doc }: { doc: SalesDocument }) {
  const s = doc.statement;
  if (!s) return null;
  const figures: [string, number][] = [
    ['前回請求額', s.previousBilled],
    ['入金額', s.received],
    ['返品・値引き', s.credited],
    ['繰越額', s.carriedOver],
    ['今回お買上額', s.purchases],
    ['消費税', s.tax],
  ];
  return (
    <section aria-labelledby="statement-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="statement-heading" className="text-sm font-semibold">
        {formatDate(s.closingDate)}締め
      </h2>
      <dl className="grid gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{formatYen(value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>今回請求額</dt>
          <dd className="tabular-nums">{formatYen(s.billed)}</dd>
        </div>
      </dl>
      {s.sources.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="請求対象の納品書">
          {s.sources.map((source) => (
            <li key={source.id} className="flex justify-between gap-4">
              <Link to={detailPath('delivery_note', source.id)} className="underline-offset-4 hover:underline">
                {source.number}
              </Link>
              <span className="text-muted-foreground tabular-nums">
                {formatDate(source.date)} {formatYen(source.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
