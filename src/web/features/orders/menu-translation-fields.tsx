import { useState } from 'react';
import { type ItemTranslations, languageNames, type TranslatedLanguage, translatedLanguages } from '@/core/diner-languages';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { cn } from '@/web/lib/utils';

type MenuTranslationFieldsProps = {
  /** Prefix of the inputs' ids ("menu-item" → menu-item-en-name). */
  idPrefix: string;
  value: ItemTranslations;
  onChange: (value: ItemTranslations) => void;
  /** Messages by path (translations.en.name), as the form gives them. */
  errors: Record<string, string | undefined>;
  /** Items have a description; categories only a name. */
  hasDescription: boolean;
};

/**
 * The name (and description) in the diners' other languages, one language at a time. Staff keep
 * working in Japanese; what is left empty is shown to diners in Japanese.
 */
export function MenuTranslationFields({ idPrefix, value, onChange, errors, hasDescription }: MenuTranslationFieldsProps) {
  const [language, setLanguage] = useState<TranslatedLanguage>('en');
  const entry = value[language] ?? {};
  const set = (field: 'name' | 'description', text: string) => onChange({ ...value, [language]: { ...entry, [field]: text } });
  const isFilled = (l: TranslatedLanguage) => Boolean(value[l]?.name?.trim() || value[l]?.description?.trim());
  const hasError = (l: TranslatedLanguage) => Boolean(errors[`translations.${l}.name`] || errors[`translations.${l}.description`]);

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">外国語表示（お客様のメニュー）</legend>
      <p className="text-xs text-muted-foreground">
        表示名・紹介文はお客様が選んだ言語で表示されます。空欄の言語では日本語の{hasDescription ? '商品名・説明' : 'カテゴリー名'}
        が表示されます。
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
      <TextField
        key={`${language}-name`}
        id={`${idPrefix}-${language}-name`}
        label={`表示名（${languageNames[language]}）`}
        lang={language}
        value={entry.name ?? ''}
        maxLength={hasDescription ? 60 : 30}
        autoComplete="off"
        error={errors[`translations.${language}.name`]}
        onChange={(event) => set('name', event.target.value)}
      />
      {hasDescription && (
        <TextareaField
          key={`${language}-description`}
          id={`${idPrefix}-${language}-description`}
          label={`紹介文（${languageNames[language]}）`}
          lang={language}
          rows={2}
          maxLength={500}
          value={entry.description ?? ''}
          error={errors[`translations.${language}.description`]}
          onChange={(event) => set('description', event.target.value)}
        />
      )}
    </fieldset>
  );
}
