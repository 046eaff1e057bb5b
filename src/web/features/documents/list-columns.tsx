import { Link } from 'react-router';
import type { DocumentSummary } from '@/core/contracts/documents';
import type { DocumentKind } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import type { ListColumn } from '@/web/components/ui/master-data/paged-list';
import { Badge } from '@/web/components/ui/primitives/badge';
import { cn } from '@/web/lib/utils';
import { ApprovalBadge } from './approval-badge';
import { detailPath } from './detail-paths';
import { LinkStateBadge } from './link-state-badge';
import { DocumentStatusBadge } from './status-badge';

const nowrap = 'whitespace-nowrap';
const dateCell = `${nowrap} tabular-nums`;

/** The columns of a kind's list; sortKey names the API's sort. 支払期限 only for invoices. */
export function documentColumns(kind: DocumentKind): ListColumn<DocumentSummary>[] {
  const columns: (ListColumn<DocumentSummary> | false)[] = [
    {
      key: 'number',
      header: '番号',
      sortKey: 'number',
      isRowHeader: true,
      className: nowrap,
      // A link, so keyboard users reach the detail page too (the row click is for the mouse).
      cell: (doc) => (
        <span className="inline-flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <Link
            to={detailPath(kind, doc.id)}
            className={cn('font-mono text-xs underline-offset-4 hover:underline', !doc.number && 'text-muted-foreground')}
          >
            {doc.numberLabel}
          </Link>
          {/* On a phone the 状態 column is hidden: the status sits beside the number instead. */}
          <DocumentStatusBadge status={doc.displayStatus} className="sm:hidden" />
          {doc.status === 'draft' && <ApprovalBadge status={doc.approvalStatus} className="sm:hidden" />}
          <LinkStateBadge state={doc.linkState} className="sm:hidden" />
          {/* Listed only with 旧版を含む: say it was replaced, and by which number (a link to it). */}
          {!doc.isLatest && (
            <Badge tone="warning" title={doc.supersededBy ? `修正後: ${doc.supersededBy.numberLabel}` : undefined}>
              修正済み
            </Badge>
          )}
          {!doc.isLatest && doc.supersededBy && (
            <Link
              to={detailPath(kind, doc.supersededBy.id)}
              aria-label={`修正後の${doc.supersededBy.numberLabel}を開く`}
              className="font-mono text-xs text-muted-foreground underline-offset-4 hover:underline"
            >
              → {doc.supersededBy.numberLabel}
            </Link>
          )}
        </span>
      ),
    },
    {
      key: 'issueDate',
      header: '発行日',
      sortKey: 'issueDate',
      showFrom: 'sm',
      className: dateCell,
      cell: (doc) => formatDate(doc.issueDate),
    },
    {
      key: 'counterparty',
      header: '取引先',
      sortKey: 'counterparty',
      className: 'min-w-32 sm:min-w-40',
      cell: (doc) => doc.counterpartyName || <span className="text-muted-foreground">—</span>,
    },
    {
      key: 'subject',
      header: '件名',
      showFrom: 'md',
      className: 'min-w-48',
      cell: (doc) => doc.subject || <span className="text-muted-foreground">—</span>,
    },
    {
      key: 'total',
      header: '金額',
      sortKey: 'total',
      className: `${nowrap} text-right tabular-nums`,
      cell: (doc) => formatYen(doc.total),
    },
    kind === 'invoice' && {
      key: 'dueDate',
      header: '支払期限',
      sortKey: 'dueDate',
      showFrom: 'md',
      className: dateCell,
      cell: (doc) => formatDate(doc.dueDate) || <span className="text-muted-foreground">—</span>,
    },
    {
      key: 'status',
      header: '状態',
      showFrom: 'sm',
      className: nowrap,
      cell: (doc) => (
        <span className="inline-flex items-center gap-1">
          <DocumentStatusBadge status={doc.displayStatus} />
          {doc.status === 'draft' && <ApprovalBadge status={doc.approvalStatus} />}
          <LinkStateBadge state={doc.linkState} />
        </span>
      ),
    },
    {
      key: 'updatedAt',
      header: '更新日',
      sortKey: 'updatedAt',
      showFrom: 'xl',
      className: `text-muted-foreground ${dateCell}`,
      cell: (doc) => formatDate(doc.updatedAt),
    },
  ];
  return columns.filter((column) => column !== false);
}
