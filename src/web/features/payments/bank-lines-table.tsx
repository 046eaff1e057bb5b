import type { ProposedAllocation } from '@/core/bank/propose-match';
import type { BankStatementLineView } from '@/core/contracts/bank-statements';
import { kindInfo } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import { Badge } from '@/web/components/ui/primitives/badge';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { NativeSelect } from '@/web/components/ui/primitives/select';

/** What the user decided for one line: kept or not, and which proposal (-1: no customer). */
export type LineChoice = { isKept: boolean; proposal: number };

type BankLinesTableProps = {
  lines: BankStatementLineView[];
  choices: Record<string, LineChoice>;
  onChange: (lineKey: string, choice: LineChoice) => void;
};

/** A 合計請求書 says so: its number alone reads like an invoice's. */
const documentLabel = (a: ProposedAllocation) => (a.kind === 'statement' ? `${kindInfo.statement.title} ${a.number}` : a.number);

const confidenceLabel = { high: ['一致', 'success'], medium: ['候補', 'info'], low: ['要確認', 'warning'] } as const;

/** The credits of the statement with their proposed match; the user keeps, changes or clears each. */
export function BankLinesTable({ lines, choices, onChange }: BankLinesTableProps) {
  const choiceOf = (l: BankStatementLineView) => choices[l.lineKey] ?? { isKept: false, proposal: -1 };
  const columns: Column<BankStatementLineView>[] = [
    {
      key: 'keep',
      header: <span className="sr-only">確定する</span>,
      cell: (l) => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={`${formatDate(l.date)} ${l.payerName} ${formatYen(l.amount)}を確定する`}
          disabled={l.importedPaymentId !== null || choiceOf(l).proposal < 0}
          checked={l.importedPaymentId === null && choiceOf(l).isKept && choiceOf(l).proposal >= 0}
          onChange={(e) => onChange(l.lineKey, { ...choiceOf(l), isKept: e.currentTarget.checked })}
        />
      ),
    },
    { key: 'date', header: '取引日', className: 'whitespace-nowrap', cell: (l) => formatDate(l.date) },
    { key: 'payer', header: '振込依頼人名', isRowHeader: true, cell: (l) => l.payerName || '—' },
    { key: 'amount', header: '入金額', className: 'text-right tabular-nums whitespace-nowrap', cell: (l) => formatYen(l.amount) },
    {
      key: 'customer',
      header: '顧客',
      className: 'min-w-48',
      cell: (l) =>
        l.importedPaymentId ? (
          <Badge>取込済</Badge>
        ) : (
          <NativeSelect
            aria-label={`${l.payerName}の顧客`}
            value={String(choiceOf(l).proposal)}
            onChange={(e) => {
              const proposal = Number(e.currentTarget.value);
              onChange(l.lineKey, { isKept: proposal >= 0, proposal });
            }}
          >
            <option value="-1">（消し込まない）</option>
            {l.proposals.map((p, i) => (
              <option key={p.customerId} value={i}>
                {p.customerName}
              </option>
            ))}
          </NativeSelect>
        ),
    },
    {
      key: 'allocation',
      header: '消込',
      showFrom: 'md',
      cell: (l) => {
        const p = l.proposals[choiceOf(l).proposal];
        if (!p || l.importedPaymentId) return '—';
        const [label, tone] = confidenceLabel[p.confidence];
        return (
          <div className="grid gap-1 text-xs">
            <span>
              {p.allocations.length ? p.allocations.map((a) => `${documentLabel(a)} ${formatYen(a.amount)}`).join('、') : '前受金'}
            </span>
            {p.fee > 0 && <span>振込手数料 {formatYen(p.fee)}（先方負担）</span>}
            <span className="flex flex-wrap gap-1">
              <Badge tone={tone}>{label}</Badge>
              {p.reasons.map((r) => (
                <Badge key={r}>{r}</Badge>
              ))}
            </span>
          </div>
        );
      },
    },
  ];
  return <DataTable label="入金明細" columns={columns} rows={lines} rowKey={(l) => l.lineKey} emptyMessage="入金の明細がありません。" />;
}
