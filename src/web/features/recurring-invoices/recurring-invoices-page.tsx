import { Pencil, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { RecurringInvoice } from '@/core/contracts/recurring-invoices';
import { formatDate, formatYen } from '@/core/format';
import { pastPeriodsNotice } from '@/core/recurring-periods';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { RecurringInvoiceFormDialog } from './recurring-invoice-form-dialog';
import { useRecurringInvoices, useStopRecurringInvoice } from './recurring-invoices-api';

type Editing = { template?: RecurringInvoice } | null;

/**
 * The invoices a template made, newest first: a link to each, 下書き or its number. Past months'
 * drafts waiting to be checked and issued are listed first, however old, with 要確認.
 */
function Runs({ template }: { template: RecurringInvoice }) {
  if (template.runs.length === 0) return <span className="text-muted-foreground">まだありません</span>;
  const waiting = template.runs.filter((r) => r.awaitsConfirmation);
  const shown = [...waiting, ...template.runs.filter((r) => !r.awaitsConfirmation).slice(0, 3)];
  return (
    <div className="grid gap-1">
      {waiting.length > 0 && (
        <p className="text-xs text-amber-800 dark:text-amber-300">{pastPeriodsNotice(waiting.map((r) => r.period).sort())}</p>
      )}
      <ul className="grid gap-0.5 text-xs">
        {shown.map((r) => (
          <li key={r.period}>
            {r.documentId ? (
              <Link
                className="underline"
                to={`/sales/${encodeURIComponent(r.documentId)}`}
              >{`${formatDate(r.issueDate)} ${r.number}`}</Link>
            ) : (
              r.period
            )}{' '}
            {formatYen(r.total)}
            {r.awaitsConfirmation && <Badge tone="warning">要確認</Badge>}
            {r.mailStatus === 'failed' && (
              <Badge tone="danger" title={r.mailError}>
                送信失敗
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 定期請求: templates that make an invoice every month, and the invoices each made. */
export function RecurringInvoicesPage() {
  const list = useRecurringInvoices();
  const stop = useStopRecurringInvoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [stopping, setStopping] = useState<RecurringInvoice | null>(null);

  const columns: Column<RecurringInvoice>[] = [
    {
      key: 'name',
      header: '名前',
      isRowHeader: true,
      cell: (t) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{t.name}</span>
          <span className="text-xs text-muted-foreground">{t.customerName}</span>
        </div>
      ),
    },
    { key: 'schedule', header: '作成日', className: 'whitespace-nowrap', cell: (t) => t.scheduleLabel },
    { key: 'mode', header: '作成方法', showFrom: 'md', cell: (t) => (t.mode === 'draft' ? '下書き' : '発行・メール送信') },
    {
      key: 'next',
      header: '次回',
      className: 'whitespace-nowrap',
      cell: (t) => (t.stoppedAt ? <Badge>停止中</Badge> : t.nextIssueDate ? formatDate(t.nextIssueDate) : <Badge>終了</Badge>),
    },
    { key: 'runs', header: '作成した請求書', showFrom: 'sm', cell: (t) => <Runs template={t} /> },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right whitespace-nowrap',
      cell: (t) =>
        !t.stoppedAt && (
          <div className="flex justify-end gap-1">
            <Button variant="outline" size="sm" aria-label={`${t.name}を編集`} onClick={() => setEditing({ template: t })}>
              <Pencil aria-hidden />
              <span className="hidden sm:inline">編集</span>
            </Button>
            <Button variant="outline" size="sm" className="text-destructive" aria-label={`${t.name}を停止`} onClick={() => setStopping(t)}>
              <Square aria-hidden />
              <span className="hidden sm:inline">停止</span>
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        title="定期請求"
        description="毎月決まった日に請求書を作成します。下書きの作成か、発行してメール送信までを選べます。"
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden />
            定期請求を登録
          </Button>
        }
      />
      <DataTable
        label="定期請求一覧"
        columns={columns}
        rows={list.data}
        rowKey={(t) => t.id}
        isLoading={list.isFetching}
        error={list.error}
        emptyMessage="定期請求はまだ登録されていません。"
        onRetry={() => void list.refetch()}
      />
      {editing && <RecurringInvoiceFormDialog template={editing.template} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={stopping !== null}
        title="定期請求を停止しますか？"
        description={stopping && `「${stopping.name}」の請求書は今後作成されません。作成済みの請求書はそのまま残ります。`}
        confirmLabel="停止する"
        pendingLabel="停止中..."
        isDestructive
        isPending={stop.isPending}
        onConfirm={() =>
          stopping &&
          stop.mutate(stopping, {
            onSuccess: () => {
              toast.success('定期請求を停止しました');
              setStopping(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
        onCancel={() => setStopping(null)}
      />
    </div>
  );
}
