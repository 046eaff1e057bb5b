import { useState } from 'react';
import { toast } from 'sonner';
import { type MenuItem, menuSections } from '@/web/lib/ordering';
import type { SeatMenu, SeatRef } from './diner-api';
import { lineOf } from './item-line';
import { MenuItemCard } from './menu-item-card';
import { OptionSheet } from './option-sheet';
import { useCartActions } from './use-cart-actions';
import { useDinerNavigation } from './use-diner-navigation';

/** page=menu: categories with their items, 売り切れ shown as such. */
type MenuViewProps = { seatRef: SeatRef; menu: SeatMenu; closedReason?: string | null };

export function MenuView({ seatRef, menu, closedReason = null }: MenuViewProps) {
  const { pathTo } = useDinerNavigation();
  const cart = useCartActions(seatRef);
  const sections = menuSections(menu).filter((s) => s.items.length > 0);

  const [picking, setPicking] = useState<MenuItem | null>(null);

  // An item with options opens its sheet first: the diner picks, the server prices.
  function handleQuickAdd(item: MenuItem) {
    if (closedReason) return void toast.error(closedReason, { id: 'ordering-closed' });
    if ((item.optionGroups ?? []).length > 0) return setPicking(item);
    cart.add(lineOf(item));
    toast.success(`「${item.name}」をカートに追加しました`, { id: 'cart-added' });
  }

  function handlePicked(item: MenuItem, choiceIds: string[], quantity: number) {
    cart.add(lineOf(item, choiceIds), quantity);
    setPicking(null);
    toast.success(`「${item.name}」を${quantity}点カートに追加しました`, { id: 'cart-added' });
  }

  if (sections.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-slate-500 shadow-sm">
        ただいまご注文いただける商品はありません
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-5 pb-6">
      {sections.length > 1 && (
        <nav aria-label="カテゴリー" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          {sections.map((section) => (
            <button
              key={section.id}
              type="button"
              onClick={() => document.getElementById(`category-${section.id}`)?.scrollIntoView({ behavior: 'smooth' })}
              className="shrink-0 rounded-full border border-sky-200 bg-white px-4 py-2 text-sm font-semibold text-sky-800 active:bg-sky-100"
            >
              {section.name}
            </button>
          ))}
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} id={`category-${section.id}`} aria-labelledby={`category-title-${section.id}`} className="scroll-mt-20">
          <h2 id={`category-title-${section.id}`} className="mb-2 px-1 text-base font-bold text-sky-900">
            {section.name}
          </h2>
          <ul className="grid gap-3">
            {section.items.map((item) => (
              <MenuItemCard key={item.id} item={item} detailPath={pathTo('product-detail', item.id)} onQuickAdd={handleQuickAdd} />
            ))}
          </ul>
        </section>
      ))}
      {picking && (
        <OptionSheet
          item={picking}
          closedReason={closedReason}
          onAdd={(choiceIds, quantity) => handlePicked(picking, choiceIds, quantity)}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}
