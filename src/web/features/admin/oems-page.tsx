import { ExternalLink, Pencil, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { brandColours } from '@/web/lib/brand';
import { type AdminOem, useDeleteOem, useOems } from './admin-api';
import { OemFormDialog } from './oem-form-dialog';
import { oemTypeLabels } from './oem-labels';
import { PartnerParametersDialog } from './partner-parameters-dialog';
import { usePartnerUrl } from './use-partner-url';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete' | 'parameters'; oem: AdminOem } | null;

/** パートナー (oem): the white-label brands, each on its own subdomain. */
export function OemsPage() {
  const oems = useOems();
  const remove = useDeleteOem();
  const urlOf = usePartnerUrl();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const deleting = dialog?.kind === 'delete' ? dialog.oem : null;

  function handleDelete(oem: AdminOem) {
    remove.mutate(oem.id, {
      onSuccess: () => toast.success('パートナーを削除しました'),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: close,
    });
  }

  const columns: Column<AdminOem>[] = [
    {
      key: 'name',
      isRowHeader: true,
      className: 'min-w-44',
      header: 'パートナー',
      cell: (oem) => {
        const { bg, text } = brandColours(oem);
        return (
          <span className="flex items-center gap-2.5 font-medium">
            <span
              aria-hidden
              className="grid size-6 shrink-0 place-items-center rounded border text-[10px] font-bold"
              style={{ backgroundColor: bg, color: text }}
            >
              {oem.name.slice(0, 1)}
            </span>
            {oem.name}
          </span>
        );
      },
    },
    {
      key: 'url',
      header: 'URL',
      showFrom: 'md',
      className: 'whitespace-nowrap',
      cell: (oem) => (
        <a
          href={`${urlOf(oem.id)}/login`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-mono text-xs underline-offset-4 hover:underline"
        >
          {urlOf(oem.id)}
          <ExternalLink aria-hidden className="size-3" />
        </a>
      ),
    },
    { key: 'type', header: '種類', showFrom: 'sm', className: 'whitespace-nowrap', cell: (oem) => oemTypeLabels[oem.type] ?? oem.type },
    {
      key: 'history',
      header: '操作履歴',
      showFrom: 'lg',
      cell: (oem) => <Badge tone={oem.showHistory ? 'info' : 'neutral'}>{oem.showHistory ? '表示' : '非表示'}</Badge>,
    },
    { key: 'companies', header: '会社数', showFrom: 'lg', className: 'text-right tabular-nums', cell: (oem) => oem.companyCount },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right',
      cell: (oem) => (
        <div className="flex justify-end gap-1.5">
          <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'edit', oem })}>
            <Pencil aria-hidden />
            編集
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${oem.name}のリモート設定`}
            onClick={() => setDialog({ kind: 'parameters', oem })}
          >
            <SlidersHorizontal aria-hidden />
            リモート設定
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete', oem })}>
            <Trash2 aria-hidden />
            削除
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title="パートナー"
        description="パートナーごとにサブドメイン・名称・配色が決まります。"
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden />
            パートナーを作成
          </Button>
        }
      />
      <DataTable
        label="パートナー一覧"
        columns={columns}
        rows={oems.data}
        rowKey={(o) => o.id}
        isLoading={oems.isPending}
        error={oems.error}
        emptyMessage="パートナーはまだありません"
      />
      {dialog?.kind === 'create' && <OemFormDialog urlOf={urlOf} onClose={close} />}
      {dialog?.kind === 'edit' && <OemFormDialog oem={dialog.oem} urlOf={urlOf} onClose={close} />}
      {dialog?.kind === 'parameters' && <PartnerParametersDialog oem={dialog.oem} onClose={close} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="パートナーを削除しますか？"
        description={`${deleting?.name ?? ''}（${deleting?.id ?? ''}）を削除します。会社が登録されているパートナーは削除できません。`}
        confirmLabel="削除する"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
        onCancel={close}
      />
    </section>
  );
}
