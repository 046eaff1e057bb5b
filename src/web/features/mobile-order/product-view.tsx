import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { cn } from '@/web/lib/utils';
import type { SeatMenu, SeatRef } from './diner-api';
import { dinerHistoryState } from './diner-location';
import { bottomBar, panel, secondaryButton } from './diner-styles';
import { ItemImage } from './item-image';
import { lineOf } from './item-line';
import { ItemOptionsForm } from './item-options-form';
import { useCartActions } from './use-cart-actions';
import { useDinerNavigation } from './use-diner-navigation';

type ProductViewProps = { seatRef: SeatRef; menu: SeatMenu; productId: string | null; closedReason?: string | null };

/** page=product-detail: photo, description, options, quantity and カートに追加. */
export function ProductView({ seatRef, menu, productId, closedReason = null }: ProductViewProps) {
  const { goTo } = useDinerNavigation();
  const cart = useCartActions(seatRef);
  const item = menu.items.find((i) => i.id === productId);

  if (!item) {
    return (
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <p className="text-slate-600">この商品は見つかりませんでした。</p>
        <button type="button" className={secondaryButton} onClick={() => goTo('menu', { replace: true })}>
          メニューに戻る
        </button>
      </div>
    );
  }

  function handleAdd(choiceIds: string[], quantity: number) {
    if (!item) return;
    cart.add(lineOf(item, choiceIds), quantity);
    toast.success(`「${item.name}」を${quantity}点カートに追加しました`, { id: 'cart-added' });
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
