import { Field } from '@/web/components/ui/primitives/field';
import { Input } from '@/web/components/ui/primitives/input';

export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

type ColourFieldProps = {
  id: string;
  name: string;
  label: string;
  /** As typed: may be half a code while the user types; the picker then keeps its last colour. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** The browser's colour picker beside a #RRGGBB text box: pick by eye or paste a brand code. */
export function ColourField({ id, name, label, value, error, onChange }: ColourFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}を選ぶ`}
            value={isHexColour(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-card p-1"
          />
          <Input
            {...control}
            name={name}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder="#4a5565"
            className="font-mono"
            onChange={(event) => onChange(event.target.value.trim())}
          />
        </div>
      )}
    </Field>
  );
}
