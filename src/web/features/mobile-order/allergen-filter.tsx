import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { type Allergen, allergenIcons, recommendedAllergens, requiredAllergens } from '@/core/allergens';
import { cn } from '@/web/lib/utils';
import { panel } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

type AllergenFilterProps = {
  hidden: readonly Allergen[];
  hiddenItemCount: number;
  onToggle: (allergen: Allergen) => void;
  onClear: () => void;
};

/** The menu's allergen filter: a button that opens the 28 allergens as checkboxes, and the store's note. */
export function AllergenFilter({ hidden, hiddenItemCount, onToggle, onClear }: AllergenFilterProps) {
  const { t } = useDinerText();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();

  function group(title: string, list: readonly Allergen[]) {
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-xs font-bold text-slate-600">{title}</legend>
        <div className="grid grid-cols-2 gap-1.5">
          {list.map((a) => (
            <label
              key={a}
              className={cn(
                'flex min-h-10 items-center gap-2 rounded-lg border px-2 text-sm',
                hidden.includes(a) ? 'border-rose-300 bg-rose-50 text-rose-900' : 'border-slate-200 bg-white',
              )}
            >
              <input type="checkbox" className="size-4 accent-rose-600" checked={hidden.includes(a)} onChange={() => onToggle(a)} />
              <span aria-hidden>{allergenIcons[a]}</span>
              {t.allergens.labels[a]}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold',
            hidden.length > 0 ? 'border-rose-300 bg-rose-50 text-rose-800' : 'border-sky-200 bg-white text-sky-800',
          )}
        >
          <ShieldAlert aria-hidden className="size-4" />
          {t.allergens.filter}
          {hidden.length > 0 && <span className="tabular-nums">({hidden.length})</span>}
        </button>
        {hiddenItemCount > 0 && (
          <p role="status" className="text-xs text-rose-700">
            {fill(t.allergens.hidden, { count: hiddenItemCount })}
          </p>
        )}
      </div>
      {isOpen && (
        <section id={panelId} aria-label={t.allergens.filterTitle} className={cn(panel, 'grid gap-3 p-4')}>
          <div>
            <h2 className="font-bold">{t.allergens.filterTitle}</h2>
            <p className="text-xs text-slate-600">{t.allergens.filterHelp}</p>
          </div>
          {group(t.allergens.required, requiredAllergens)}
          {group(t.allergens.recommended, recommendedAllergens)}
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900">{t.allergens.note}</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="rounded-lg px-3 py-2 text-sm text-slate-600 underline" onClick={onClear}>
              {t.allergens.clearAll}
            </button>
            <button
              type="button"
              className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
              onClick={() => setOpen(false)}
            >
              {t.allergens.done}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
