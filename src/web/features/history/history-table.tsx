import { Link } from 'react-router';
import { formatDate } from '@/core/format';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import type { OperationLogEntry } from './history-api';

type HistoryTableProps = { rows: OperationLogEntry[] | undefined; isLoading: boolean; error: unknown; emptyMessage: string };

const columns: Column<OperationLogEntry>[] = [
  { key: 'timestamp', header: '日時', className: 'whitespace-nowrap tabular-nums', cell: (e) => formatDate(e.timestamp, true) },
  { key: 'user', header: '担当者', showFrom: 'sm', className: 'whitespace-nowrap', cell: (e) => e.user?.name || '—' },
  { key: 'operation', header: '操作', className: 'whitespace-nowrap', cell: (e) => e.label },
  {
    key: 'target',
    header: '対象',
    className: 'min-w-40',
    cell: (e) =>
      e.link ? (
        <Link to={e.link} className="underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground">
          {e.targetLabel || '表示'}
        </Link>
      ) : (
        e.targetLabel || '—'
      ),
  },
];

/** Newest first, as the API returns them. */
export function HistoryTable({ rows, isLoading, error, emptyMessage }: HistoryTableProps) {
  return (
    <DataTable
      label="操作履歴"
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      isLoading={isLoading}
      error={error}
      emptyMessage={emptyMessage}
    />
  );
}
