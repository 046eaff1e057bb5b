import { Link, useNavigate } from 'react-router';
import type { ApprovalQueueItem } from '@/core/contracts/approvals';
import { kindInfo } from '@/core/documents';
import { formatJapanDateTime, formatYen } from '@/core/format';
import { Badge } from '@/web/components/ui/primitives/badge';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { useApprovalQueue } from './approvals-api';
import { detailPath } from './detail-paths';

const columns: Column<ApprovalQueueItem>[] = [
  {
    key: 'document',
    header: '帳票',
    isRowHeader: true,
    className: 'whitespace-nowrap',
    cell: ({ document: doc }) => (
      <Link to={detailPath(doc.kind, doc.id)} className="underline-offset-4 hover:underline">
        {kindInfo[doc.kind].title} <span className="font-mono text-xs">{doc.numberLabel}</span>
      </Link>
    ),
  },
  { key: 'counterparty', header: '取引先', cell: ({ document: doc }) => doc.counterpartyName || '—' },
  { key: 'subject', header: '件名', showFrom: 'md', cell: ({ document: doc }) => doc.subject || '—' },
  {
    key: 'total',
    header: '金額（税込）',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: ({ document: doc }) => formatYen(doc.total),
  },
  {
    key: 'step',
    header: '段階',
    className: 'whitespace-nowrap',
    cell: (item) => (item.stepCount > 1 ? `${item.step}段目／全${item.stepCount}段` : '—'),
  },
  { key: 'requestedBy', header: '申請者', showFrom: 'sm', cell: (item) => item.requestedBy?.name ?? '—' },
  {
    key: 'requestedAt',
    header: '申請日時',
    showFrom: 'lg',
    className: 'whitespace-nowrap tabular-nums',
    cell: (item) => formatJapanDateTime(item.requestedAt),
  },
  { key: 'comment', header: 'コメント', showFrom: 'xl', cell: (item) => item.comment || '—' },
];

/** 承認待ち: the documents waiting for the signed-in member's step, oldest application first. */
export function ApprovalsPage() {
  const queue = useApprovalQueue();
  const navigate = useNavigate();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="承認待ち" description="あなたの承認を待っている帳票です。開いて内容を確認し、承認または差戻しをしてください。" />
      {queue.data && queue.data.total > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="種類ごとの件数">
          {queue.data.counts.map((c) => (
            <li key={c.kind}>
              <Badge tone="warning">
                {kindInfo[c.kind].title} {c.count}件
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <DataTable
        label="承認待ちの帳票"
        columns={columns}
        rows={queue.data?.items}
        rowKey={(item) => item.document.id}
        isLoading={queue.isPending}
        error={queue.error}
        emptyMessage="承認待ちの帳票はありません"
        onRowClick={(item) => navigate(detailPath(item.document.kind, item.document.id))}
        onRetry={() => void queue.refetch()}
      />
    </section>
  );
}
