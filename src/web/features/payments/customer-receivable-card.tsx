import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OpenInvoice } from '@/core/contracts/payments';
import { kindInfo } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import { agingBucketLabels } from '@/core/payments';
import { QueuedMail } from '@/web/components/ui/mail/mail-delivery-status';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { errorMessage } from '@/web/lib/api';
import { useCustomerReceivable } from './payments-api';
import { ReminderDialog } from './reminder-dialog';

const yen = 'text-right tabular-nums whitespace-nowrap';

/** A customer's open invoices as of the day (oldest due first) and the 前受金 it has left. */
export function CustomerReceivableCard({ customerId, asOf }: { customerId: string; asOf: string }) {
  const detail = useCustomerReceivable(customerId, asOf);
  const [reminding, setReminding] = useState<OpenInvoice | null>(null);
  // 督促 queued from this card, newest first, each followed until the mail server answered.
  const [reminders, setReminders] = useState<{ id: string; label: string }[]>([]);
  const columns: Column<OpenInvoice>[] = [
    {
      key: 'number',
      header: '請求書番号',
      isRowHeader: true,
      className: 'whitespace-nowrap',
      cell: (i) => (
        <Link to={`${kindInfo[i.kind].path}/${i.id}`} className="underline-offset-4 hover:underline">
          {i.number}
        </Link>
      ),
    },
    { key: 'issue', header: '発行日', showFrom: 'md', className: 'whitespace-nowrap', cell: (i) => formatDate(i.issueDate) },
    { key: 'due', header: '支払期限', showFrom: 'sm', className: 'whitespace-nowrap', cell: (i) => formatDate(i.dueDate ?? i.issueDate) },
    { key: 'amountDue', header: '請求額', showFrom: 'md', className: yen, cell: (i) => formatYen(i.amountDue) },
    { key: 'credited', header: '返品・値引き', showFrom: 'xl', className: yen, cell: (i) => formatYen(i.credited) },
    { key: 'paid', header: '入金済', showFrom: 'lg', className: yen, cell: (i) => formatYen(i.paid) },
    { key: 'outstanding', header: '残額', className: `${yen} font-medium`, cell: (i) => formatYen(i.outstanding) },
    {
      key: 'bucket',
      header: '経過',
      className: 'whitespace-nowrap',
      cell: (i) => <Badge tone={i.bucket === 'notDue' ? 'neutral' : 'danger'}>{agingBucketLabels[i.bucket]}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right',
      cell: (i) =>
        i.bucket !== 'notDue' && (
          <Button variant="outline" size="sm" aria-label={`${i.number}の督促メール`} onClick={() => setReminding(i)}>
            <Mail aria-hidden />
            <span className="hidden sm:inline">督促</span>
          </Button>
        ),
    },
  ];
  const name = detail.data?.customer.name ?? '';
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{name ? `${name}の未入金の請求書` : '未入金の請求書'}</CardTitle>
          <CardDescription>{formatDate(asOf)}現在。支払期限のない請求書は発行日を期限とします。</CardDescription>
        </div>
        <Button asChild className="self-start">
          <Link to={`/payments?customer=${encodeURIComponent(customerId)}`}>
            <Plus aria-hidden />
            入金を登録
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {detail.isError && <Alert>{errorMessage(detail.error)}</Alert>}
        <DataTable
          label={`${name}の未入金の請求書`}
          columns={columns}
          rows={detail.data?.invoices}
          rowKey={(i) => i.id}
          isLoading={detail.isFetching}
          emptyMessage="未入金の請求書はありません。"
          isCompact
        />
        {reminders.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">督促メールの送信状況</h3>
            <ul className="grid gap-2" aria-label="督促メールの送信状況">
              {reminders.map((r) => (
                <QueuedMail key={r.id} id={r.id} label={r.label} />
              ))}
            </ul>
          </div>
        )}
        {detail.data && detail.data.advances.length > 0 && (
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">前受金</h3>
            <ul className="grid gap-1 tabular-nums">
              {detail.data.advances.map((a) => (
                <li key={a.id}>
                  {formatDate(a.paymentDate)} の入金 {formatYen(a.amount)} のうち {formatYen(a.unallocated)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      {reminding && detail.data && (
        <ReminderDialog
          invoice={reminding}
          customer={detail.data.customer}
          onQueued={(id) =>
            setReminders((list) => [{ id, label: `${kindInfo[reminding.kind].title} ${reminding.number} の督促` }, ...list])
          }
          onClose={() => setReminding(null)}
        />
      )}
    </Card>
  );
}
