import type { ReceivedDetail } from '@/core/contracts/received';
import { formatDate, formatJapanDateTime, formatYen } from '@/core/format';
import { receivedKindLabels } from '@/core/received';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { DataTable } from '@/web/components/ui/primitives/data-table';
import { useReceivedHistory } from './received-api';

type Version = ReceivedDetail['versions'][number];

/** Every version as it was saved, newest first: a correction never changes an earlier one. */
export function ReceivedVersions({ entry }: { entry: ReceivedDetail }) {
  return (
    <section aria-labelledby="received-versions-heading" className="grid gap-2">
      <h3 id="received-versions-heading" className="text-sm font-semibold">
        保存した版
      </h3>
      <DataTable<Version>
        label="保存した版"
        isCompact
        rows={[...entry.versions].reverse()}
        rowKey={(v) => String(v.version)}
        emptyMessage="まだ保存されていません"
        columns={[
          {
            key: 'version',
            header: '版',
            isRowHeader: true,
            cell: (v) => `第${v.version}版${v.version === entry.latest?.version ? '（最新）' : ''}`,
          },
          { key: 'date', header: '取引年月日', cell: (v) => formatDate(v.transactionDate) },
          { key: 'amount', header: '金額', className: 'text-right tabular-nums', cell: (v) => formatYen(v.amount) },
          { key: 'counterparty', header: '取引先', cell: (v) => v.counterpartyName },
          { key: 'kind', header: '種類', cell: (v) => receivedKindLabels[v.kind] },
          { key: 'registration', header: '登録番号', cell: (v) => v.registrationNumber || '—' },
          { key: 'memo', header: 'メモ', showFrom: 'md', cell: (v) => v.memo },
          { key: 'reason', header: '訂正の理由', cell: (v) => v.reason || '—' },
          { key: 'by', header: '保存', cell: (v) => `${formatJapanDateTime(v.createdAt)} ${v.createdBy?.name ?? ''}` },
        ]}
      />
    </section>
  );
}

/** 訂正削除の履歴 (電子帳簿保存法): who uploaded, saved, corrected (what, why), deleted or downloaded it, and when. */
export function ReceivedHistory({ id }: { id: string }) {
  const { data, error, refetch } = useReceivedHistory(id);
  return (
    <section aria-labelledby="received-history-heading" className="grid gap-2">
      <h3 id="received-history-heading" className="text-sm font-semibold">
        訂正削除の履歴
      </h3>
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {!error && (
        <DataTable
          label="訂正削除の履歴"
          isCompact
          rows={data}
          rowKey={(h) => h.id}
          isLoading={!data}
          emptyMessage="履歴はありません"
          columns={[
            { key: 'at', header: '日時', className: 'whitespace-nowrap tabular-nums', cell: (h) => formatJapanDateTime(h.timestamp) },
            { key: 'action', header: '操作', isRowHeader: true, cell: (h) => h.action },
            { key: 'version', header: '版', cell: (h) => (h.version ? `第${h.version}版` : '—') },
            { key: 'user', header: '担当者', cell: (h) => h.user?.name ?? '—' },
            { key: 'note', header: '内容', className: 'break-all text-muted-foreground', cell: (h) => h.note },
          ]}
        />
      )}
    </section>
  );
}
