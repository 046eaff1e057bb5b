import { useState } from 'react';
import type { CategoryTranslations } from '@/core/diner-languages';
import { categoryInput } from '@/core/schemas/orders';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import type { MenuCategory } from '@/web/lib/ordering';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import type { CategoryFields } from './menu-api';
import { TranslationFields } from './translation-fields';

type CategoryFormDialogProps = {
  category?: MenuCategory;
  /** Saves the checked fields; while it runs the dialog shows 保存中, and a failure shows in the dialog. */
  onSubmit: (fields: CategoryFields) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits a menu category: its Japanese name and the names diners read in other languages. */
export function CategoryFormDialog({ category, onSubmit, onClose }: CategoryFormDialogProps) {
  const [translations, setTranslations] = useState<CategoryTranslations>(category?.translations ?? {});
  const form = useSchemaForm({
    schema: categoryInput,
    defaultValues: { name: category?.name },
    prepare: (values) => ({ ...values, translations }),
    onSubmit: (input) => onSubmit(input),
  });

  return (
    <FormDialog
      title={category ? 'カテゴリーの編集' : 'カテゴリーを追加'}
      submitLabel={category ? '保存' : '追加'}
      form={form}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <TextField {...form.field('name')} id="category-form-name" label="カテゴリー名" autoComplete="off" autoFocus />
      <TranslationFields
        idPrefix="category"
        fields={[{ key: 'name', label: '表示名', maxLength: 30 }]}
        japaneseLabel="カテゴリー名"
        value={translations}
        onChange={setTranslations}
        errors={form.errors}
      />
    </FormDialog>
  );
}
