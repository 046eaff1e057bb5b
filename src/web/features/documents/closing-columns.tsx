import { Link } from 'react-router';
import type { StatementCandidate } from '@/core/contracts/statements';
import { statusLabels } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import type { Column } from '@/web/components/ui/primitives/data-table';
import { detailPath } from './detail-paths';

const yen = 'text-right tabular-nums whitespace-nowrap';

/** 発行済 with its number, 未発行, or the reason no statement is made. */
function StateCell({ row }: { row: StatementCandidate }) {
  if (row.statement)
    return (
      <Link to={detailPath('statement', row.statement.id)} className="font-medium underline-offset-4 hover:underline">
        {row.statement.number}（{statusLabels[row.statement.status]}）
      </Link>
    );
  if (row.skipReason) return <span className="text-muted-foreground">対象外: {row.skipReason}</span>;
  return <span>未発行</span>;
}

export const closingColumns: Column<StatementCandidate>[] = [
  {
    key: 'customer',
    header: '顧客',
    isRowHeader: true,
    className: 'min-w-40',
    cell: (r) => (
      <span className="grid">
        <span className="font-medium">{r.customerName}</span>
        <span className="text-xs text-muted-foreground">{r.paymentTerms}</span>
      </span>
    ),
  },
  { key: 'previousBilled', header: '前回請求額', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.previousBilled) },
  { key: 'received', header: '入金額', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.received) },
  { key: 'credited', header: '返品・値引き', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.credited) },
  { key: 'carriedOver', header: '繰越額', showFrom: 'lg', className: yen, cell: (r) => formatYen(r.carriedOver) },
  { key: 'purchases', header: '今回お買上額', showFrom: 'md', className: yen, cell: (r) => formatYen(r.purchases) },
  { key: 'tax', header: '消費税', showFrom: 'lg', className: yen, cell: (r) => formatYen(r.tax) },
  { key: 'billed', header: '今回請求額', className: `${yen} font-medium`, cell: (r) => formatYen(r.billed) },
  { key: 'dueDate', header: '支払期限', showFrom: 'md', className: 'whitespace-nowrap', cell: (r) => formatDate(r.dueDate) },
  { key: 'state', header: '状態', className: 'min-w-32', cell: (r) => <StateCell row={r} /> },
];
