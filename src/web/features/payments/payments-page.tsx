import { FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Payment } from '@/core/contracts/payments';
import { formatDate, formatYen } from '@/core/format';
import { Pagination } from '@/web/components/ui/master-data/pagination';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { PaymentFormDialog } from './payment-form-dialog';
import { useDeletePayment, usePayments } from './payments-api';

/** What the dialog is open for: recording one (for a customer, from 売掛金) or editing one. */
type Editing = { payment?: Payment; customerId?: string } | null;

/** 入金管理: payments newest first, each with what it settled and its 前受金. `?customer=` opens 入金の登録 for that customer. */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payments = usePayments(page);
  const remove = useDeletePayment();
  const [editing, setEditing] = useState<Editing>(() => (params.get('customer') ? { customerId: params.get('customer') ?? '' } : null));
  const [deleting, setDeleting] = useState<Payment | null>(null);

  function handleClose() {
    setEditing(null);
    if (params.has('customer')) {
      params.delete('customer');
      setParams(params, { replace: true });
    }
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success('入金を削除しました');
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  const columns: Column<Payment>[] = [
    { key: 'date', header: '入金日', className: 'whitespace-nowrap', cell: (p) => formatDate(p.paymentDate) },
    {
      key: 'customer',
      header: '顧客',
      isRowHeader: true,
      className: 'min-w-40',
      cell: (p) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{p.customerName}</span>
          {p.payerName && <span className="text-xs text-muted-foreground">{p.payerName}</span>}
        </div>
      ),
    },
    { key: 'amount', header: '入金額', className: 'text-right tabular-nums whitespace-nowrap', cell: (p) => formatYen(p.amount) },
    { key: 'fee', header: '手数料', showFrom: 'md', className: 'text-right tabular-nums', cell: (p) => formatYen(p.fee) },
    {
      key: 'allocations',
      header: '消込',
      showFrom: 'lg',
      cell: (p) => (p.allocations.length ? p.allocations.map((a) => `${a.number} ${formatYen(a.amount)}`).join('、') : '—'),
    },
    { key: 'advance', header: '前受金', showFrom: 'sm', className: 'text-right tabular-nums', cell: (p) => formatYen(p.unallocated) },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right whitespace-nowrap',
      cell: (p) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={`${formatDate(p.paymentDate)} ${p.customerName}の入金を編集`}
            onClick={() => setEditing({ payment: p })}
          >
            <Pencil aria-hidden />
            <span className="hidden sm:inline">編集</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={`${formatDate(p.paymentDate)} ${p.customerName}の入金を削除`}
            onClick={() => setDeleting(p)}
          >
            <Trash2 aria-hidden />
            <span className="hidden sm:inline">削除</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        title="入金管理"
        description="入金を記録し、請求書に消し込みます。消し込まなかった額は前受金として顧客に残ります。"
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/payments/import">
                <FileUp aria-hidden />
                明細取込
              </Link>
            </Button>
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden />
              入金を登録
            </Button>
          </>
        }
      />
      <DataTable
        label="入金一覧"
        columns={columns}
        rows={payments.data?.rows}
        rowKey={(p) => p.id}
        isLoading={payments.isFetching}
        error={payments.error}
        emptyMessage="入金はまだ登録されていません。"
        onRetry={() => void payments.refetch()}
      />
      {payments.data && payments.data.total > payments.data.pageSize && (
        <Pagination
          page={page}
          pageSize={payments.data.pageSize}
          total={payments.data.total}
          onPageChange={(next) => {
            params.set('page', String(next));
            setParams(params);
          }}
        />
      )}
      {editing && <PaymentFormDialog payment={editing.payment} customerId={editing.customerId} onClose={handleClose} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="入金を削除しますか？"
        description={
          deleting &&
          `${formatDate(deleting.paymentDate)} ${deleting.customerName}の入金 ${formatYen(deleting.amount)} を削除します。消し込んだ請求書は未入金に戻ります。`
        }
        confirmLabel="削除"
        pendingLabel="削除中..."
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
