import { Plus } from 'lucide-react';
import { formatYen } from '@/core/format';
import type { MenuItem } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { AllergenBadges } from './allergen-badges';
import { DinerLink } from './diner-location';
import { panel, roundIconButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { ItemImage } from './item-image';

type MenuItemCardProps = {
  item: MenuItem;
  detailPath: string;
  /** Where the add button's form posts: the page's own URL (see cart-form.ts on the server). */
  addAction: string;
  onQuickAdd: (item: MenuItem) => void;
};

/** One item of the menu: tap for details, or + to put one in the cart straight away. */
export function MenuItemCard({ item, detailPath, addAction, onQuickAdd }: MenuItemCardProps) {
  const { t } = useDinerText();
  return (
    <li id={`item-${item.id}`} className={cn(panel, 'relative flex scroll-mt-20 overflow-hidden')}>
      <DinerLink
        href={detailPath}
        state={{ fromPage: true }}
        className="flex min-w-0 flex-1 gap-3 p-3 pr-16 outline-none focus-visible:ring-4 focus-visible:ring-sky-200"
      >
        <ItemImage url={item.imageUrl} isSoldOut={item.isSoldOut} className="size-24 rounded-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
          <h3 className={cn('font-bold leading-snug', item.isSoldOut && 'text-slate-400')}>{item.name}</h3>
          {item.description && <p className="line-clamp-2 text-xs text-slate-500">{item.description}</p>}
          <AllergenBadges allergens={item.allergens} isCompact />
          <p className={cn('mt-auto text-base font-bold tabular-nums', item.isSoldOut ? 'text-slate-400' : 'text-slate-900')}>
            {formatYen(item.price)}
            {item.isSoldOut && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-600">{t.menu.soldOut}</span>}
          </p>
        </div>
      </DinerLink>
      {!item.isSoldOut && (
        // A form the server answers too (the page without its scripts, or before they arrive); the scripts add in place.
        <form
          method="post"
          action={addAction}
          onSubmit={(event) => {
            event.preventDefault();
            onQuickAdd(item);
          }}
        >
          <input type="hidden" name="itemId" value={item.id} />
          <button type="submit" className={cn(roundIconButton, 'absolute right-3 bottom-3 bg-sky-600 text-white shadow hover:bg-sky-700')}>
            <Plus aria-hidden className="size-6" />
            <span className="sr-only">{fill(t.menu.addOne, { name: item.name })}</span>
          </button>
        </form>
      )}
    </li>
  );
}
