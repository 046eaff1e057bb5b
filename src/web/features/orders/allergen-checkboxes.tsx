import { type Allergen, allergenLabels, recommendedAllergens, requiredAllergens, sortAllergens } from '@/core/allergens';

type AllergenCheckboxesProps = { value: readonly Allergen[]; onChange: (value: Allergen[]) => void; error?: string };

/** 特定原材料 (8) and 特定原材料に準ずるもの (20) an item contains, as the store knows them. */
export function AllergenCheckboxes({ value, onChange, error }: AllergenCheckboxesProps) {
  const toggle = (a: Allergen) => onChange(sortAllergens(value.includes(a) ? value.filter((v) => v !== a) : [...value, a]));

  function group(title: string, list: readonly Allergen[]) {
    return (
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-xs font-medium text-muted-foreground">{title}</legend>
        <div className="grid grid-cols-3 gap-x-3 gap-y-1.5 sm:grid-cols-4">
          {list.map((a) => (
            <label key={a} className="flex cursor-pointer items-center gap-1.5 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={value.includes(a)} onChange={() => toggle(a)} />
              {allergenLabels[a]}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">アレルギー品目</legend>
      {group('特定原材料（表示義務 8品目）', requiredAllergens)}
      {group('特定原材料に準ずるもの（表示推奨 20品目）', recommendedAllergens)}
      <p className="text-xs text-muted-foreground">お客様のメニューに各言語で表示され、選んだ品目を含む商品を隠す絞り込みに使われます。</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
