import { useState } from 'react';
import { toast } from 'sonner';
import { type MenuItem, menuSections } from '@/web/lib/ordering';
import { AllergenFilter } from './allergen-filter';
import type { SeatMenu, SeatRef } from './diner-api';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { lineOf } from './item-line';
import { MenuItemCard } from './menu-item-card';
import { OptionSheet } from './option-sheet';
import { ScriptsOnly } from './scripts-only';
import { useAllergenFilter, withoutAllergens } from './use-allergen-filter';
import { useCartActions } from './use-cart-actions';
import { useDinerNavigation } from './use-diner-navigation';

type MenuViewProps = { seatRef: SeatRef; menu: SeatMenu; closedReason?: string | null };

/** page=menu: categories with their items, 売り切れ shown as such, items with the guest's hidden allergens left out. */
export function MenuView({ seatRef, menu, closedReason = null }: MenuViewProps) {
  const { pathTo } = useDinerNavigation();
  const { t } = useDinerText();
  const cart = useCartActions(seatRef);
  const filter = useAllergenFilter();
  const [picking, setPicking] = useState<MenuItem | null>(null);
  const allSections = menuSections(menu).map((s) => (s.id === 'uncategorised' ? { ...s, name: t.menu.other } : s));
  const sections = allSections.map((s) => ({ ...s, items: withoutAllergens(s.items, filter.hidden) })).filter((s) => s.items.length > 0);
  const hiddenItemCount = menu.items.length - withoutAllergens(menu.items, filter.hidden).length;

  // An item with options opens its sheet first: the diner picks, the server prices.
  function handleQuickAdd(item: MenuItem) {
    if (closedReason) return void toast.error(closedReason, { id: 'ordering-closed' });
    if ((item.optionGroups ?? []).length > 0) return setPicking(item);
    cart.add(lineOf(item));
    toast.success(fill(t.menu.added, { name: item.name }), { id: 'cart-added' });
  }

  function handlePicked(item: MenuItem, choiceIds: string[], quantity: number) {
    cart.add(lineOf(item, choiceIds), quantity);
    setPicking(null);
    toast.success(fill(t.product.addedMany, { name: item.name, quantity }), { id: 'cart-added' });
  }

  const allergenFilter = (
    <ScriptsOnly>
      <AllergenFilter hidden={filter.hidden} hiddenItemCount={hiddenItemCount} onToggle={filter.toggle} onClear={filter.clear} />
    </ScriptsOnly>
  );

  if (sections.length === 0) {
    return (
      <div className="flex flex-col gap-4 pb-6">
        {menu.items.length > 0 && allergenFilter}
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-slate-500 shadow-sm">{t.menu.empty}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5 pb-6">
      {sections.length > 1 && (
        <nav aria-label={t.menu.categories} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          {sections.map((section) => (
            // A link to the section works before the scripts; with them it scrolls smoothly and leaves the URL alone.
            <a
              key={section.id}
              href={`#category-${section.id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(`category-${section.id}`)?.scrollIntoView({ behavior: 'smooth' });
              }}
              className="shrink-0 rounded-full border border-sky-200 bg-white px-4 py-2 text-sm font-semibold text-sky-800 active:bg-sky-100"
            >
              {section.name}
            </a>
          ))}
        </nav>
      )}
      {allergenFilter}
      {sections.map((section) => (
        <section key={section.id} id={`category-${section.id}`} aria-labelledby={`category-title-${section.id}`} className="scroll-mt-20">
          <h2 id={`category-title-${section.id}`} className="mb-2 px-1 text-base font-bold text-sky-900">
            {section.name}
          </h2>
          <ul className="grid gap-3">
            {section.items.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                detailPath={pathTo('product-detail', item.id)}
                addAction={pathTo('menu')}
                onQuickAdd={handleQuickAdd}
              />
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
