import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { ReceivedSummary } from '@/core/contracts/received';
import { formatDate, formatJapanDateTime, formatYen } from '@/core/format';
import { receivedKindLabels, receivedStatusLabels } from '@/core/received';
import { type ListColumn, PagedList } from '@/web/components/ui/master-data/paged-list';
import { RangeFilters, rangeFilterKeys } from '@/web/components/ui/master-data/range-filters';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { listApiQuery, useListState } from '@/web/lib/use-list-state';
import { DraftCard } from './draft-card';
import { rulesTemplateUrl, useReceivedDrafts, useReceivedList } from './received-api';
import { ReceivedDetailDialog } from './received-detail-dialog';
import { kindOptions } from './received-fields';
import { UploadZone } from './upload-zone';

const filterKeys = ['kind', 'status', ...rangeFilterKeys] as const;
const statusOptions = (['confirmed', 'draft', 'deleted'] as const).map((status) => ({
  value: status,
  label: receivedStatusLabels[status],
}));

/** The list's columns; the 取引先 opens the entry (a button, for keyboards too). */
const columnsOf = (onOpen: (id: string) => void): ListColumn<ReceivedSummary>[] => [
  {
    key: 'date',
    header: '取引年月日',
    sortKey: 'transactionDate',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => (r.latest ? formatDate(r.latest.transactionDate) : '—'),
  },
  {
    key: 'counterparty',
    header: '取引先',
    sortKey: 'counterparty',
    isRowHeader: true,
    cell: (r) => (
      <div className="grid justify-items-start gap-0.5">
        <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => onOpen(r.id)}>
          {r.latest?.counterpartyName ?? r.filename}
        </button>
        <span className="text-xs text-muted-foreground">{r.latest?.registrationNumber}</span>
      </div>
    ),
  },
  {
    key: 'amount',
    header: '金額',
    sortKey: 'amount',
    className: 'text-right tabular-nums',
    cell: (r) => (r.latest ? formatYen(r.latest.amount) : '—'),
  },
  {
    key: 'kind',
    header: '種類',
    cell: (r) => (
      <div className="flex flex-wrap gap-1">
        {r.latest && receivedKindLabels[r.latest.kind]}
        {r.status !== 'confirmed' && <Badge tone={r.status === 'deleted' ? 'danger' : 'warning'}>{receivedStatusLabels[r.status]}</Badge>}
        {(r.latest?.version ?? 1) > 1 && <Badge>{`訂正 第${r.latest?.version}版`}</Badge>}
      </div>
    ),
  },
  {
    key: 'file',
    header: 'ファイル',
    showFrom: 'md',
    cell: (r) => <span className="break-all text-xs text-muted-foreground">{r.filename}</span>,
  },
  {
    key: 'uploaded',
    header: '受領（登録）',
    sortKey: 'createdAt',
    showFrom: 'lg',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => formatJapanDateTime(r.uploadedAt),
  },
];

/** 受領書類 (電子取引): files received from suppliers, kept as received, saved by a person, searched by the law's three keys. */
export function ReceivedPage() {
  const list = useListState(filterKeys, 'createdAt', 'desc');
  const rows = useReceivedList(listApiQuery(list.state));
  const drafts = useReceivedDrafts();
  const [openId, setOpenId] = useState<string | null>(null);
  const waiting = drafts.data?.items ?? [];

  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        title="受領書類"
        description="取引先から電子で受け取った請求書・領収書などを、受け取ったファイルのまま保存します（電子帳簿保存法の電子取引）。取引年月日・金額・取引先で検索できます。"
        actions={
          <Button variant="outline" asChild>
            <a href={rulesTemplateUrl} download>
              <FileText aria-hidden />
              事務処理規程のひな形
            </a>
          </Button>
        }
      />
      <UploadZone />
      {waiting.length > 0 && (
        <section aria-labelledby="received-drafts-heading" className="grid gap-3">
          <h2 id="received-drafts-heading" className="text-base font-semibold">
            {`未確認のファイル（${waiting.length}件）`}
          </h2>
          <p className="text-sm text-muted-foreground">
            ファイルを見ながら取引年月日・金額・取引先を入力（確認）して保存してください。保存後の変更は訂正として記録されます。
          </p>
          <ul className="grid gap-4">
            {waiting.map((entry) => (
              <DraftCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      )}
      <PagedList
        label="受領書類一覧"
        idPrefix="received"
        list={list}
        columns={columnsOf(setOpenId)}
        filters={[
          { key: 'kind', label: '種類', options: kindOptions },
          { key: 'status', label: '状態', options: statusOptions },
        ]}
        extraFilters={<RangeFilters idPrefix="received" list={list} dateLabel="取引年月日" />}
        searchLabel="受領書類を検索"
        searchPlaceholder="取引先・メモ・ファイル名で検索"
        data={rows.data}
        isStale={rows.isPlaceholderData}
        error={rows.error}
        emptyMessage="受領書類はまだありません。ファイルをドロップして登録してください。"
        filteredEmptyMessage="条件に一致する受領書類はありません"
        rowKey={(r) => r.id}
        onRowClick={(r) => setOpenId(r.id)}
        onRetry={() => void rows.refetch()}
      />
      {openId && <ReceivedDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
