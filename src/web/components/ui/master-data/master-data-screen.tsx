import { FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '@/core/format';
import { errorMessage } from '@/web/lib/api';
import {
  exportUrl,
  type MasterResource,
  type MasterRow,
  useLiveMasterData,
  useMasterList,
  useMasterMutations,
} from '@/web/lib/master-data-api';
import { listApiQuery, useListState } from '@/web/lib/use-list-state';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { ConfirmDialog } from '../primitives/confirm-dialog';
import { PageHeader } from '../primitives/page-header';
import { CsvExportMenu } from './csv-export-menu';
import { CsvImportDialog } from './csv-import-dialog';
import { type ListColumn, type ListFilter, PagedList } from './paged-list';

type MasterDataScreenProps<T extends MasterRow> = {
  resource: MasterResource;
  title: string;
  description: string;
  /** 商品 / 顧客, for labels and messages. */
  noun: string;
  columns: readonly ListColumn<T>[];
  filters: readonly ListFilter[];
  searchPlaceholder: string;
  /** The create (no row) or edit dialog, mounted only while open. */
  renderForm: (row: T | undefined, onClose: () => void) => ReactNode;
};

type OpenDialog<T> = { kind: 'create' | 'import' } | { kind: 'edit' | 'delete'; row: T } | null;

/** A master-data screen (商品管理, 顧客管理): the live list, create/edit/delete, and CSV in and out. */
export function MasterDataScreen<T extends MasterRow>({
  resource,
  title,
  description,
  noun,
  columns,
  filters,
  ...props
}: MasterDataScreenProps<T>) {
  const list = useListState(
    filters.map((f) => f.key),
    'code',
  );
  const rows = useMasterList<T>(resource, listApiQuery(list.state));
  useLiveMasterData(resource);
  const { remove } = useMasterMutations<never>(resource);
  const [dialog, setDialog] = useState<OpenDialog<T>>(null);
  const close = () => setDialog(null);
  const deleting = dialog?.kind === 'delete' ? dialog.row : null;

  function handleDelete(row: T) {
    remove.mutate(row.id, {
      // A row used by a document is archived (無効) by the server instead of deleted.
      onSuccess: (result) =>
        toast.success(
          result.archived ? `${noun}「${row.name}」は帳票で使われているため、無効にしました` : `${noun}「${row.name}」を削除しました`,
        ),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: close,
    });
  }

  const actions: ListColumn<T> = {
    key: 'actions',
    header: <span className="sr-only">操作</span>,
    className: 'w-px text-right whitespace-nowrap',
    cell: (row) => (
      <div className="flex justify-end gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="編集"
          title="編集"
          onClick={() => setDialog({ kind: 'edit', row })}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label="削除"
          title="削除"
          onClick={() => setDialog({ kind: 'delete', row })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    ),
  };

  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <FileUp aria-hidden />
              CSV取込
            </Button>
            <CsvExportMenu exportHref={(encoding) => exportUrl(resource, listApiQuery(list.state, { isAll: true }), encoding)} />
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden />
              新規登録
            </Button>
          </>
        }
      />
      <PagedList
        label={`${noun}一覧`}
        idPrefix={resource}
        list={list}
        columns={[...columns, actions]}
        filters={filters}
        searchLabel={`${noun}を検索`}
        searchPlaceholder={props.searchPlaceholder}
        data={rows.data}
        isStale={rows.isPlaceholderData}
        error={rows.error}
        emptyMessage={`${noun}はまだ登録されていません。「新規登録」かCSV取込で追加できます。`}
        filteredEmptyMessage={`該当する${noun}はありません`}
        rowKey={(row) => row.id}
        onRowClick={(row) => setDialog({ kind: 'edit', row })}
        onRetry={() => void rows.refetch()}
      />
      {dialog?.kind === 'create' && props.renderForm(undefined, close)}
      {dialog?.kind === 'edit' && props.renderForm(dialog.row, close)}
      {dialog?.kind === 'import' && <CsvImportDialog resource={resource} noun={noun} onClose={close} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`${noun}を削除しますか？`}
        description={`「${deleting?.code ?? ''} ${deleting?.name ?? ''}」を削除します。この操作は取り消せません。`}
        confirmLabel="削除する"
        pendingLabel="削除中..."
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
        onCancel={close}
      />
    </section>
  );
}

/** The 状態 and 更新日 columns every master-data list ends with. */
export function commonColumns<T extends MasterRow & { isActive: boolean; updatedAt: string }>(
  updatedAtBreakpoint: 'xl' | '2xl',
): ListColumn<T>[] {
  return [
    {
      key: 'status',
      header: '状態',
      showFrom: 'sm',
      className: 'whitespace-nowrap',
      cell: (row) => <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? '有効' : '無効'}</Badge>,
    },
    {
      key: 'updatedAt',
      header: '更新日',
      sortKey: 'updatedAt',
      showFrom: updatedAtBreakpoint,
      className: 'whitespace-nowrap tabular-nums text-muted-foreground',
      cell: (row) => formatDate(row.updatedAt),
    },
  ];
}
