import { useState } from 'react';
import { formatYen } from '@/core/format';
import { checkChoices, choiceLabel, defaultChoices, isRequiredGroup, type MenuOptionGroup, toggleChoice } from '@/core/item-options';
import { Button } from '@/web/components/ui/primitives/button';
import type { MenuItem } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { describeLine } from './staff-order-lines';

/** The group's rule as the diner's picker says it in Japanese. */
function ruleLabel(group: MenuOptionGroup): string {
  if (group.minChoices === 1 && group.maxChoices === 1) return '必須・1つ選択';
  const parts = [isRequiredGroup(group) ? `必須・${group.minChoices}つ以上` : '任意'];
  if (group.maxChoices > 1) parts.push(`${group.maxChoices}つまで`);
  return parts.join('・');
}

type StaffOptionPickerProps = { item: MenuItem; onAdd: (choiceIds: string[]) => void; onCancel: () => void };

/**
 * 代理注文's pick of an item's options, by the diner's rules (core's toggleChoice and
 * checkChoices): 追加 stays off, with the reason, until the pick is one the server accepts.
 */
export function StaffOptionPicker({ item, onAdd, onCancel }: StaffOptionPickerProps) {
  const groups = item.optionGroups ?? [];
  const [chosen, setChosen] = useState<string[]>(() => defaultChoices(groups));
  const problem = checkChoices(groups, chosen);
  const { price } = describeLine(item, { choiceIds: chosen });
  const handleToggle = (group: MenuOptionGroup, choiceId: string) => setChosen((current) => toggleChoice(group, current, choiceId));
  return (
    <fieldset className="grid gap-3 rounded-md border bg-muted/40 p-3">
      <legend className="sr-only">{`${item.name}のオプション`}</legend>
      <p aria-hidden className="font-semibold">{`${item.name}（${formatYen(item.price)}）`}</p>
      {groups.map((group) => {
        const count = group.choices.filter((c) => chosen.includes(c.id)).length;
        const isSingle = group.maxChoices === 1;
        return (
          <fieldset key={group.id} className="grid gap-1">
            <legend className="mb-1 text-sm font-semibold">
              {group.name}
              <span className="ml-2 text-xs font-normal text-muted-foreground">{ruleLabel(group)}</span>
            </legend>
            {group.choices.map((choice) => {
              const isOn = chosen.includes(choice.id);
              const isFull = !isSingle && count >= group.maxChoices && !isOn;
              return (
                <label
                  key={choice.id}
                  className={cn('flex min-h-11 items-center gap-2 text-sm', (choice.isSoldOut || isFull) && 'opacity-60')}
                >
                  <input
                    type={isSingle ? 'radio' : 'checkbox'}
                    name={`staff-option-${group.id}`}
                    className="size-4 accent-primary"
                    checked={isOn}
                    disabled={choice.isSoldOut || isFull}
                    onChange={() => handleToggle(group, choice.id)}
                    // A checked radio fires no change: tapped again, an optional group is cleared.
                    onClick={() => isSingle && isOn && handleToggle(group, choice.id)}
                  />
                  <span>{choiceLabel(choice)}</span>
                  {choice.isSoldOut && <span className="text-xs text-destructive">売り切れ</span>}
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {problem && <p className="text-sm text-destructive">{problem}</p>}
      <div className="flex justify-end gap-2">
        <Button variant="outline" className="h-11" onClick={onCancel}>
          やめる
        </Button>
        <Button className="h-11" disabled={problem !== null} onClick={() => onAdd(chosen)}>
          {`追加 ${formatYen(price)}`}
        </Button>
      </div>
    </fieldset>
  );
}
