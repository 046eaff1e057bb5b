import { useEffect } from 'react';
import type { OpenInvoice } from '@/core/contracts/payments';
import { formatDate, formatYen } from '@/core/format';
import { proposeAllocations } from '@/core/payments';
import { parseYen } from '@/web/components/ui/fields/yen-field';
import { Button } from '@/web/components/ui/primitives/button';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { FieldError } from '@/web/components/ui/primitives/field';
import { Input } from '@/web/components/ui/primitives/input';
import type { AllocationDrafts } from './payment-form-dialog';
import { useOpenInvoices } from './payments-api';

type AllocationTableProps = {
  customerId: string;
  paymentId?: string;
  /** 入金額 + 振込手数料: what the allocations may add up to. */
  available: number;
  drafts: AllocationDrafts;
  error?: string;
  /** Until the user types an allocation, a new payment's allocations follow its amount (proposeAllocations). */
  isProposing: boolean;
  onChange: (drafts: AllocationDrafts) => void;
  /** The user set an allocation by hand: proposals stop. */
  onEdit: (drafts: AllocationDrafts) => void;
};

/** 消込: one amount per open invoice of the customer, with 全額 filling what it still owes (as far as the money goes). */
export function AllocationTable({ customerId, paymentId, available, drafts, error, isProposing, onChange, onEdit }: AllocationTableProps) {
  const invoices = useOpenInvoices(customerId, paymentId);
  const open = invoices.data;
  useEffect(() => {
    if (!isProposing || !open) return;
    const proposed = proposeAllocations(open, available);
    onChange(Object.fromEntries(Object.entries(proposed).map(([id, amount]) => [id, String(amount)])));
  }, [isProposing, open, available, onChange]);
  const allocated = Object.values(drafts).reduce((sum, text) => sum + (parseYen(text) ?? 0), 0);
  const left = available - allocated;

  function handleFill(invoice: OpenInvoice) {
    const own = parseYen(drafts[invoice.id] ?? '') ?? 0;
    const amount = Math.max(Math.min(invoice.outstanding, left + own), 0);
    onEdit({ ...drafts, [invoice.id]: String(amount) });
  }

  const columns: Column<OpenInvoice>[] = [
    { key: 'number', header: '請求書番号', cell: (i) => i.number, isRowHeader: true },
    { key: 'due', header: '支払期限', cell: (i) => formatDate(i.dueDate ?? i.issueDate), showFrom: 'sm' },
    { key: 'outstanding', header: '残額', cell: (i) => formatYen(i.outstanding), className: 'text-right tabular-nums' },
    {
      key: 'amount',
      header: '消込額',
      className: 'w-40',
      cell: (i) => (
        <div className="flex gap-1">
          <Input
            aria-label={`${i.number}の消込額`}
            inputMode="numeric"
            autoComplete="off"
            className="text-right tabular-nums"
            value={drafts[i.id] ?? ''}
            onChange={(event) => onEdit({ ...drafts, [i.id]: event.currentTarget.value })}
          />
          <Button type="button" variant="outline" size="sm" aria-label={`${i.number}に全額を消し込む`} onClick={() => handleFill(i)}>
            全額
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="allocation-heading" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="allocation-heading" className="text-sm font-medium">
          消込（未入金の請求書）
        </h2>
        <p className="text-sm tabular-nums text-muted-foreground">
          消込 {formatYen(allocated)} ／ 前受金として残る額 {formatYen(left)}
        </p>
      </div>
      {customerId === '' ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          顧客を選ぶと未入金の請求書が表示されます。
        </p>
      ) : (
        <DataTable
          label="消込する請求書"
          columns={columns}
          rows={invoices.data}
          rowKey={(i) => i.id}
          isLoading={invoices.isFetching}
          error={invoices.error}
          emptyMessage="未入金の請求書はありません。全額が前受金になります。"
          isCompact
        />
      )}
      <FieldError error={error} />
    </section>
  );
}
