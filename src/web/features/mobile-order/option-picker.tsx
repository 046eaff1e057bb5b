import { choiceLabel, isRequiredGroup, type MenuOptionGroup, toggleChoice } from '@/core/item-options';
import { cn } from '@/web/lib/utils';
import { type Dictionary, fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

type OptionPickerProps = { groups: MenuOptionGroup[]; chosen: string[]; onChange: (chosen: string[]) => void };

function ruleLabel(group: MenuOptionGroup, t: Dictionary): string {
  if (group.minChoices === 1 && group.maxChoices === 1) return t.options.requiredOne;
  const parts = [isRequiredGroup(group) ? fill(t.options.requiredAtLeast, { n: group.minChoices }) : t.options.optional];
  if (group.maxChoices > 1) parts.push(fill(t.options.upTo, { n: group.maxChoices }));
  return parts.join('・');
}

/** The option groups of an item: one choice of a single-choice group (radio), several of the others (checkboxes). */
export function OptionPicker({ groups, chosen, onChange }: OptionPickerProps) {
  const { t } = useDinerText();
  const picked = new Set(chosen);
  const handleToggle = (group: MenuOptionGroup, choiceId: string) => onChange(toggleChoice(group, chosen, choiceId));
  return (
    <div className="grid gap-4">
      {groups.map((group) => {
        const count = group.choices.filter((c) => picked.has(c.id)).length;
        return (
          <fieldset key={group.id} className="grid gap-2">
            <legend className="mb-1 flex w-full items-baseline justify-between gap-2">
              <span className="font-bold">{group.name}</span>
              <span className={cn('text-xs', isRequiredGroup(group) && count < group.minChoices ? 'text-rose-700' : 'text-slate-600')}>
                {ruleLabel(group, t)}
              </span>
            </legend>
            {group.choices.map((choice) => {
              const isFull = group.maxChoices > 1 && count >= group.maxChoices && !picked.has(choice.id);
              return (
                <label
                  key={choice.id}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-xl border border-sky-100 bg-white px-3 text-base',
                    picked.has(choice.id) && 'border-sky-500 bg-sky-50',
                    (choice.isSoldOut || isFull) && 'text-slate-400',
                  )}
                >
                  <input
                    type={group.maxChoices === 1 ? 'radio' : 'checkbox'}
                    name={`option-${group.id}`}
                    className="size-5 accent-sky-700"
                    checked={picked.has(choice.id)}
                    disabled={choice.isSoldOut || isFull}
                    onChange={() => handleToggle(group, choice.id)}
                    onClick={() => group.maxChoices === 1 && picked.has(choice.id) && handleToggle(group, choice.id)}
                  />
                  <span className="flex-1">{choiceLabel(choice)}</span>
                  {choice.isSoldOut && (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-600">{t.menu.soldOut}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
