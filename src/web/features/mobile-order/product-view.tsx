import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { cn } from '@/web/lib/utils';
import { AllergenBadges } from './allergen-badges';
import type { SeatMenu, SeatRef } from './diner-api';
import { dinerHistoryState } from './diner-location';
import { bottomBar, panel, secondaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { ItemImage } from './item-image';
import { lineOf } from './item-line';
import { ItemOptionsForm } from './item-options-form';
import { useCartActions } from './use-cart-actions';
import { useDinerNavigation } from './use-diner-navigation';

type ProductViewProps = { seatRef: SeatRef; menu: SeatMenu; productId: string | null; closedReason?: string | null };

/** page=product-detail: photo, description, allergens, options, quantity and カートに追加. */
export function ProductView({ seatRef, menu, productId, closedReason = null }: ProductViewProps) {
  const { goTo } = useDinerNavigation();
  const cart = useCartActions(seatRef);
  const { t } = useDinerText();
  const item = menu.items.find((i) => i.id === productId);

  if (!item) {
    return (
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <p className="text-slate-600">{t.product.notFound}</p>
        <button type="button" className={secondaryButton} onClick={() => goTo('menu', { replace: true })}>
          {t.product.backToMenu}
        </button>
      </div>
    );
  }

  function handleAdd(choiceIds: string[], quantity: number) {
    if (!item) return;
    cart.add(lineOf(item, choiceIds), quantity);
    toast.success(fill(t.product.addedMany, { name: item.name, quantity }), { id: 'cart-added' });
    // Back to where the diner came from (the menu), or to the menu of a directly opened link.
    if (dinerHistoryState<{ fromPage?: boolean }>()?.fromPage) window.history.back();
    else goTo('menu', { replace: true });
  }

  return (
    <div className="-mx-4 -mt-4 flex flex-1 flex-col">
      <ItemImage url={item.imageUrl} isSoldOut={item.isSoldOut} isLarge className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 px-4 py-5">
        <h2 className="text-xl font-bold leading-snug">{item.name}</h2>
        <p className="text-2xl font-bold tabular-nums">{formatYen(item.price)}</p>
        {item.description && <p className="whitespace-pre-wrap text-sm leading-relaxed text-slate-600">{item.description}</p>}
        <section aria-label={t.allergens.contains} className="grid gap-2 rounded-xl bg-white p-3 shadow-sm">
          <h3 className="text-sm font-bold">{t.allergens.contains}</h3>
          {item.allergens.length > 0 ? (
            <AllergenBadges allergens={item.allergens} />
          ) : (
            <p className="text-xs text-slate-500">{t.allergens.noneEntered}</p>
          )}
          <p className="text-xs leading-relaxed text-slate-500">{t.allergens.note}</p>
        </section>
        <ItemOptionsForm
          item={item}
          closedReason={closedReason}
          onAdd={handleAdd}
          renderBar={(bar) => <div className={cn(bottomBar, '-mx-4 mt-4')}>{bar}</div>}
        />
      </div>
    </div>
  );
}
