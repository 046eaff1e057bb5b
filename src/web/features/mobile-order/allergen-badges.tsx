import { type Allergen, allergenIcons, requiredAllergens } from '@/core/allergens';
import { cn } from '@/web/lib/utils';
import { useDinerText } from './i18n/diner-language';

const isRequired = (a: Allergen) => (requiredAllergens as readonly string[]).includes(a);

/**
 * An item's 特定原材料等 in the diner's language, each with its picture; the 8 whose labelling is
 * required stand out. `isCompact` (the menu list) shows a smaller chip per allergen.
 */
export function AllergenBadges({ allergens, isCompact = false }: { allergens: readonly Allergen[]; isCompact?: boolean }) {
  const { t } = useDinerText();
  if (allergens.length === 0) return null;
  return (
    <ul aria-label={t.allergens.contains} className="flex flex-wrap gap-1">
      {allergens.map((a) => (
        <li
          key={a}
          className={cn(
            'inline-flex items-center gap-0.5 rounded-full border',
            isCompact ? 'px-1.5 py-0 text-[11px]' : 'px-2 py-0.5 text-xs',
            isRequired(a) ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700',
          )}
        >
          <span aria-hidden>{allergenIcons[a]}</span>
          {t.allergens.labels[a]}
        </li>
      ))}
    </ul>
  );
}
