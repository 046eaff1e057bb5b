import { Pencil, Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type KitchenStation, kitchenStationLabels, kitchenStations } from '@/core/kitchen-stations';
import { categoryInput } from '@/core/schemas/orders';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { MoveButtons, movedIds } from '@/web/components/ui/primitives/move-buttons';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { errorMessage } from '@/web/lib/api';
import type { MenuCategory } from '@/web/lib/ordering';
import { useMenuMutations, useStaffMenu } from './menu-api';
import { MenuTabs } from './menu-tabs';
import { NameFormDialog } from './name-form-dialog';

type OpenDialog = { kind: 'create' } | { kind: 'rename' | 'delete'; category: MenuCategory } | null;

/** メニュー設定 › カテゴリー (/order/menu/category): the sections of the diners' menu, in order. */
export function MenuCategoryPage() {
  const menu = useStaffMenu();
  const { createCategory, renameCategory, removeCategory, reorderCategories, setCategoryStation } = useMenuMutations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const categories = menu.data?.categories ?? [];
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const close = () => {
    setDialog(null);
    createCategory.reset();
    renameCategory.reset();
  };
  const done = (message: string) => () => {
    toast.success(message);
    close();
  };
  const deleting = dialog?.kind === 'delete' ? dialog.category : null;
  const itemCount = (id: string) => menu.data?.items.filter((i) => i.categoryId === id).length ?? 0;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="メニュー設定"
        description="カテゴリーはお客様のメニューの見出しになります。上から順に表示されます。提供場所はキッチン表示と伝票の印刷先になります。"
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden />
            カテゴリーを追加
          </Button>
        }
      />
      <MenuTabs />
      {menu.error ? <Alert>{errorMessage(menu.error)}</Alert> : null}
      {menu.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
      ) : categories.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">
          カテゴリーがまだありません
        </p>
      ) : (
        <ul aria-label="カテゴリー" className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
          {categories.map((category, index) => (
            <li key={category.id} aria-label={category.name} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{category.name}</p>
                <p className="text-xs text-muted-foreground">{itemCount(category.id)}品</p>
              </div>
              <NativeSelect
                aria-label={`${category.name}の提供場所`}
                className="w-32"
                value={category.station}
                disabled={setCategoryStation.isPending}
                onChange={(event) => {
                  const station = event.target.value as KitchenStation;
                  setCategoryStation.mutate(
                    { id: category.id, station },
                    {
                      onSuccess: () => toast.success(`「${category.name}」の提供場所を${kitchenStationLabels[station]}にしました`),
                      onError,
                    },
                  );
                }}
              >
                {kitchenStations.map((station) => (
                  <option key={station} value={station}>
                    {kitchenStationLabels[station]}
                  </option>
                ))}
              </NativeSelect>
              <MoveButtons
                label={category.name}
                isFirst={index === 0}
                isLast={index === categories.length - 1}
                isDisabled={reorderCategories.isPending}
                onMove={(d) => reorderCategories.mutate(movedIds(categories, category.id, d), { onError })}
              />
              <Button variant="ghost" size="icon" className="size-8" onClick={() => setDialog({ kind: 'rename', category })}>
                <Pencil aria-hidden />
                <span className="sr-only">{category.name}の名前を変更</span>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:text-destructive"
                onClick={() => setDialog({ kind: 'delete', category })}
              >
                <Trash aria-hidden />
                <span className="sr-only">{category.name}を削除</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <NameFormDialog
          schema={categoryInput}
          current={dialog.kind === 'rename' ? dialog.category : undefined}
          titles={{ add: 'カテゴリーを追加', edit: 'カテゴリーの編集' }}
          idPrefix="category"
          nameLabel="カテゴリー名"
          translatedLabel="表示名"
          onSubmit={(fields) =>
            dialog.kind === 'create'
              ? createCategory.mutateAsync(fields).then(done(`「${fields.name}」を追加しました`))
              : renameCategory.mutateAsync({ id: dialog.category.id, fields }).then(done('保存しました'))
          }
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`「${deleting?.name ?? ''}」を削除しますか？`}
        description="このカテゴリーの商品は削除されず、お客様のメニューでは「その他」に表示されます。"
        confirmLabel="削除する"
        isDestructive
        isPending={removeCategory.isPending}
        onConfirm={() =>
          deleting &&
          removeCategory.mutate(deleting.id, { onSuccess: done(`「${deleting.name}」を削除しました`), onError, onSettled: close })
        }
        onCancel={close}
      />
    </section>
  );
}
