import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DocumentArchive, DocumentArchiveState } from '@/core/contracts/documents';
import { formatDate, formatFileSize } from '@/core/format';
import { Badge, type BadgeTone } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { ProgressBar } from '@/web/components/ui/primitives/progress-bar';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { replacedCharactersNotice } from '@/web/lib/replaced-characters';
import { archiveDownloadUrl } from './documents-api';

const stateLabels: Record<DocumentArchiveState, string> = {
  queued: '作成待ち',
  running: '作成中…',
  done: '完了',
  failed: '失敗',
  expired: '期限切れ',
};
const tones: Record<DocumentArchiveState, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  done: 'success',
  failed: 'danger',
  expired: 'neutral',
};

/** 作成中… with how many PDFs of how many are in the ZIP; the reason of a failure. */
function ArchiveState({ archive }: { archive: DocumentArchive }) {
  const { state, total, written } = archive;
  const percent = state === 'running' && total ? Math.floor((written / total) * 100) : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Badge tone={tones[state]}>{stateLabels[state]}</Badge>
        {state === 'running' && total !== null && (
          <span className="text-xs tabular-nums text-muted-foreground">
            {written.toLocaleString('ja-JP')} / {total.toLocaleString('ja-JP')}件
          </span>
        )}
      </div>
      {state === 'running' && <ProgressBar label="ZIPの作成状況" percent={percent} className="w-32" />}
      {state === 'failed' && archive.error && <p className="text-xs text-destructive">{archive.error.message}</p>}
    </div>
  );
}

function DownloadButton({ archive }: { archive: DocumentArchive }) {
  const [isDownloading, setIsDownloading] = useState(false);
  if (archive.state !== 'done') return null;

  async function handleDownload() {
    setIsDownloading(true);
    try {
      const headers = await downloadFile(archiveDownloadUrl(archive.id), archive.fileName);
      const count = Number(headers.get('X-Document-Count') ?? 0);
      toast.success(`${count.toLocaleString('ja-JP')}件の帳票をダウンロードしました`);
      const notice = replacedCharactersNotice(headers);
      if (notice) toast.warning(notice.title, { description: notice.description });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Button size="sm" variant="outline" disabled={isDownloading} onClick={() => void handleDownload()}>
      <Download aria-hidden />
      ダウンロード
    </Button>
  );
}

const columns: Column<DocumentArchive>[] = [
  { key: 'created', header: '作成日時', className: 'whitespace-nowrap tabular-nums', cell: (a) => formatDate(a.createdAt, true) },
  {
    key: 'period',
    header: '期間',
    isRowHeader: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (a) => `${formatDate(a.from)}〜${formatDate(a.to)}`,
  },
  {
    key: 'count',
    header: '件数',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (a) => (a.total === null ? '—' : `${a.total.toLocaleString('ja-JP')}件`),
  },
  {
    key: 'size',
    header: 'サイズ',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (a) => (a.size === null ? '—' : formatFileSize(a.size)),
  },
  { key: 'state', header: '状態', className: 'min-w-28', cell: (a) => <ArchiveState archive={a} /> },
  {
    key: 'expires',
    header: '有効期限',
    className: 'whitespace-nowrap tabular-nums',
    cell: (a) => (a.expiresAt ? formatDate(a.expiresAt, true) : '—'),
  },
  { key: 'actions', header: <span className="sr-only">操作</span>, cell: (a) => <DownloadButton archive={a} /> },
];

/** The member's recent 期間エクスポート: when, which period, how much, how far, until when, and ダウンロード once done. */
export function ArchiveTable({
  archives,
  isLoading,
  error,
}: {
  archives: DocumentArchive[] | undefined;
  isLoading: boolean;
  error: unknown;
}) {
  return (
    <DataTable
      label="最近の期間エクスポート"
      columns={columns}
      rows={archives}
      rowKey={(a) => a.id}
      isLoading={isLoading}
      error={error}
      emptyMessage="作成した期間エクスポートはまだありません"
      isCompact
    />
  );
}
