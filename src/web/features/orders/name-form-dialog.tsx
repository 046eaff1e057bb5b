import { useState } from 'react';
import type { Translations } from '@/core/diner-languages';
import type { categoryInput, seatInput } from '@/core/schemas/orders';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { TranslationFields } from './translation-fields';

/** A name staff work with in Japanese, and the names diners read in their other languages. */
export type NameFields = { name: string; translations: Translations<'name'> };

type NameFormDialogProps = {
  /** The server's own rules for the name (a seat's, a category's). */
  schema: typeof seatInput | typeof categoryInput;
  /** The entry edited, or none to add one. */
  current?: { name: string; translations?: Translations<'name'> };
  titles: { add: string; edit: string };
  /** Prefix of the inputs' ids, and the labels of the Japanese name and of its translations. */
  idPrefix: string;
  nameLabel: string;
  translatedLabel: string;
  /** Saves the checked fields; while it runs the dialog shows 保存中, and a failure shows in the dialog. */
  onSubmit: (fields: NameFields) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits a seat or a menu category: the same two parts, under the names each screen uses. */
export function NameFormDialog({ schema, current, titles, idPrefix, nameLabel, translatedLabel, onSubmit, onClose }: NameFormDialogProps) {
  const [translations, setTranslations] = useState<Translations<'name'>>(current?.translations ?? {});
  const form = useSchemaForm({
    schema,
    defaultValues: { name: current?.name },
    prepare: (values) => ({ ...values, translations }),
    onSubmit: (input) => onSubmit(input),
  });

  return (
    <FormDialog
      title={current ? titles.edit : titles.add}
      submitLabel={current ? '保存' : '追加'}
      form={form}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <TextField {...form.field('name')} id={`${idPrefix}-form-name`} label={nameLabel} autoComplete="off" autoFocus />
      <TranslationFields
        idPrefix={idPrefix}
        fields={[{ key: 'name', label: translatedLabel, maxLength: 30 }]}
        japaneseLabel={nameLabel}
        value={translations}
        onChange={setTranslations}
        errors={form.errors}
      />
    </FormDialog>
  );
}
