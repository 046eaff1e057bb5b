import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { movedIds } from '@/web/components/ui/primitives/move-buttons';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { type MenuItem, menuSections } from '@/web/lib/ordering';
import { ItemOptionsDialog } from './item-options-dialog';
import { type MenuItemFields, useMenuMutations, useStaffMenu } from './menu-api';
import { MenuItemFormDialog } from './menu-item-form-dialog';
import { MenuItemRow } from './menu-item-row';
import { MenuTabs } from './menu-tabs';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'options' | 'delete'; item: MenuItem } | null;

/** Every field of the item: a partial update would reset the ones left out to their defaults. */
const fieldsOf = (item: MenuItem): MenuItemFields => ({
  name: item.name,
  price: item.price,
  description: item.description,
  categoryId: item.categoryId,
  imageFileId: item.imageFileId ?? null,
  isSoldOut: item.isSoldOut,
  translations: item.translations ?? {},
  allergens: item.allergens,
});

/** メニュー設定 (/order/menu): the items diners order from, by category, with 売り切れ at one tap. */
export function MenuPage() {
  const menu = useStaffMenu();
  const { updateItem, removeItem, reorderItems } = useMenuMutations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const sections = menu.data ? menuSections(menu.data) : [];
  const sectionOf = new Map(sections.flatMap((s) => s.items.map((i) => [i.id, s.id] as const)));

  function handleMove(item: MenuItem, direction: -1 | 1) {
    const ids = movedIds(menu.data?.items ?? [], item.id, direction, (a, b) => sectionOf.get(a.id) === sectionOf.get(b.id));
    reorderItems.mutate(ids, { onError });
  }

  function handleSoldOut(item: MenuItem, isSoldOut: boolean) {
    updateItem.mutate(
      { id: item.id, fields: { ...fieldsOf(item), isSoldOut } },
      { onSuccess: () => toast.success(`「${item.name}」を${isSoldOut ? '売り切れにしました' : '販売中に戻しました'}`), onError },
    );
  }

  function handleDelete(item: MenuItem) {
    removeItem.mutate(item.id, {
      onSuccess: () => toast.success(`「${item.name}」を削除しました`),
      onError,
      onSettled: () => setDialog(null),
    });
  }

  const deleting = dialog?.kind === 'delete' ? dialog.item : null;
  const isBusy = updateItem.isPending || reorderItems.isPending;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="メニュー設定"
        description="お客様のスマートフォンに表示されるメニューです。変更はすぐにお客様の画面に反映されます。"
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })} disabled={!menu.data}>
            <Plus aria-hidden />
            商品を追加
          </Button>
        }
      />
      <MenuTabs />
      {menu.error ? <Alert>{errorMessage(menu.error)}</Alert> : null}
      {menu.isPending && <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>}
      {menu.data && sections.length === 0 && (
        <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">商品がまだありません</p>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-label={section.name} className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <h2 className="border-b bg-muted/60 px-4 py-2 text-sm font-semibold">
            {section.name} <span className="font-normal text-muted-foreground">{section.items.length}品</span>
          </h2>
          {section.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">このカテゴリーの商品はありません</p>
          ) : (
            <ul className="divide-y">
              {section.items.map((item, index) => (
                <MenuItemRow
                  key={item.id}
                  item={item}
                  isFirst={index === 0}
                  isLast={index === section.items.length - 1}
                  isBusy={isBusy}
                  onMove={handleMove}
                  onSoldOutChange={handleSoldOut}
                  onEdit={(i) => setDialog({ kind: 'edit', item: i })}
                  onEditOptions={(i) => setDialog({ kind: 'options', item: i })}
                  onDelete={(i) => setDialog({ kind: 'delete', item: i })}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      {menu.data && (dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <MenuItemFormDialog menu={menu.data} item={dialog.kind === 'edit' ? dialog.item : undefined} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'options' && <ItemOptionsDialog item={dialog.item} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`「${deleting?.name ?? ''}」を削除しますか？`}
        description="メニューとお客様のカートから削除されます。これまでの注文は残ります。"
        confirmLabel="削除する"
        isDestructive
        isPending={removeItem.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}
