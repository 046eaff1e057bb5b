import { useState } from 'react';
import { languageNames, type TranslatedLanguage, type Translations, translatedLanguages } from '@/core/diner-languages';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { cn } from '@/web/lib/utils';

/** One text of the row per language: its label (表示名, 座席名…), as the server's messages name it. */
export type TranslationField<F extends string> = { key: F; label: string; maxLength: number; isMultiline?: boolean };

type TranslationFieldsProps<F extends string> = {
  /** Prefix of the inputs' ids ("menu-item" → menu-item-en-name). */
  idPrefix: string;
  fields: readonly TranslationField<F>[];
  /** What diners read in a language left empty: 日本語の{japaneseLabel}. */
  japaneseLabel: string;
  value: Translations<F>;
  onChange: (value: Translations<F>) => void;
  /** Messages by path (translations.en.name), as the form gives them. */
  errors: Record<string, string | undefined>;
};

/**
 * The texts diners read in their other languages (an item's name and description, a category's,
 * a seat's or the store's name), one language at a time. Staff keep working in Japanese; what is
 * left empty is shown to diners in Japanese.
 */
export function TranslationFields<F extends string>({
  idPrefix,
  fields,
  japaneseLabel,
  value,
  onChange,
  errors,
}: TranslationFieldsProps<F>) {
  const [language, setLanguage] = useState<TranslatedLanguage>('en');
  const entry: Partial<Record<F, string>> = value[language] ?? {};
  const set = (field: F, text: string) => onChange({ ...value, [language]: { ...entry, [field]: text } });
  const isFilled = (l: TranslatedLanguage) => fields.some((f) => Boolean(value[l]?.[f.key]?.trim()));
  const hasError = (l: TranslatedLanguage) => fields.some((f) => Boolean(errors[`translations.${l}.${f.key}`]));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">外国語表示（お客様の画面）</legend>
      <p className="text-xs text-muted-foreground">
        {fields.map((f) => f.label).join('・')}はお客様が選んだ言語で表示されます。空欄の言語では日本語の{japaneseLabel}が表示されます。
      </p>
      <fieldset aria-label="言語" className="flex flex-wrap gap-1">
        {translatedLanguages.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={language === l}
            onClick={() => setLanguage(l)}
            className={cn(
              'rounded-full border px-3 py-1 text-xs',
              language === l ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
              hasError(l) && 'border-destructive',
            )}
          >
            {languageNames[l]}
            {isFilled(l) && <span className="sr-only">（入力済み）</span>}
            {isFilled(l) && <span aria-hidden> ✓</span>}
          </button>
        ))}
      </fieldset>
      {fields.map((f) => {
        const key = `${language}-${f.key}`;
        const props = {
          id: `${idPrefix}-${language}-${f.key}`,
          label: `${f.label}（${languageNames[language]}）`,
          lang: language,
          value: entry[f.key] ?? '',
          maxLength: f.maxLength,
          error: errors[`translations.${language}.${f.key}`],
        };
        return f.isMultiline ? (
          <TextareaField {...props} key={key} rows={2} onChange={(event) => set(f.key, event.target.value)} />
        ) : (
          <TextField {...props} key={key} autoComplete="off" onChange={(event) => set(f.key, event.target.value)} />
        );
      })}
    </fieldset>
  );
}
