import { useState } from 'react';
import { toast } from 'sonner';
import type { Allergen } from '@/core/allergens';
import type { ItemTranslations } from '@/core/diner-languages';
import { menuItemInput } from '@/core/schemas/orders';
import { takeoutTaxCategories, takeoutTaxCategoryLabels } from '@/core/seat-bill';
import { ImageField, type ImageValue } from '@/web/components/ui/fields/image-field';
import { YenField } from '@/web/components/ui/fields/yen-field';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import type { Menu, MenuItem } from '@/web/lib/ordering';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { AllergenCheckboxes } from './allergen-checkboxes';
import { useMenuMutations } from './menu-api';
import { TranslationFields } from './translation-fields';

const itemTranslationFields = [
  { key: 'name', label: '表示名', maxLength: 60 },
  { key: 'description', label: '紹介文', maxLength: 500, isMultiline: true },
] as const;

type MenuItemFormDialogProps = { menu: Menu; item?: MenuItem; onClose: () => void };

/** Adds or edits a menu item; the image uploads as soon as it is chosen. */
export function MenuItemFormDialog({ menu, item, onClose }: MenuItemFormDialogProps) {
  const { createItem, updateItem } = useMenuMutations();
  const [image, setImage] = useState<ImageValue>({ fileId: item?.imageFileId ?? null, url: item?.imageUrl ?? null });
  const [isUploading, setUploading] = useState(false);
  const [translations, setTranslations] = useState<ItemTranslations>(item?.translations ?? {});
  const [allergens, setAllergens] = useState<Allergen[]>(item?.allergens ?? []);
  const form = useSchemaForm({
    schema: menuItemInput,
    defaultValues: {
      name: item?.name,
      description: item?.description,
      categoryId: item?.categoryId ?? '',
      isSoldOut: item?.isSoldOut,
      takeoutTaxCategory: item?.takeoutTaxCategory ?? 'reduced',
    },
    check: () => (isUploading ? { imageFileId: '画像のアップロードが終わるまでお待ちください' } : {}),
    prepare: (values) => ({ ...values, categoryId: values.categoryId || null, imageFileId: image.fileId, translations, allergens }),
    onSubmit: async (input) => {
      if (item) await updateItem.mutateAsync({ id: item.id, fields: input });
      else await createItem.mutateAsync(input);
      toast.success(item ? '保存しました' : `「${input.name}」を追加しました`);
      onClose();
    },
  });

  return (
    <FormDialog
      title={item ? '商品の編集' : '商品を追加'}
      submitLabel={item ? '保存' : '追加'}
      form={form}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <TextField {...form.field('name')} id="menu-item-name" label="商品名" autoComplete="off" />
      <YenField
        {...form.field('price')}
        id="menu-item-price"
        label="価格（税込）"
        placeholder="980"
        defaultValue={item?.price}
        hint="全角数字・カンマ付きでも入力できます。"
      />
      <SelectField
        {...form.field('categoryId')}
        id="menu-item-category"
        label="カテゴリー"
        placeholder="なし（その他）"
        options={menu.categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <SelectField
        {...form.field('takeoutTaxCategory')}
        id="menu-item-takeout-tax"
        label="持ち帰り時の税率"
        options={takeoutTaxCategories.map((c) => ({ value: c, label: takeoutTaxCategoryLabels[c] }))}
        hint="テイクアウトの注文で使います。店内飲食はすべて10%です。"
      />
      <TextareaField {...form.field('description')} id="menu-item-description" label="説明" rows={3} maxLength={500} />
      <ImageField
        id="menu-item-image"
        label="画像"
        value={image}
        error={form.error('imageFileId')}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <AllergenCheckboxes value={allergens} onChange={setAllergens} error={form.error('allergens')} />
      <TranslationFields
        idPrefix="menu-item"
        fields={itemTranslationFields}
        japaneseLabel="商品名・説明"
        value={translations}
        onChange={setTranslations}
        errors={form.errors}
      />
      <CheckboxField
        {...form.checkbox('isSoldOut')}
        id="menu-item-sold-out"
        label="売り切れ"
        description="お客様のメニューに「売り切れ」と表示され、注文できなくなります。"
      />
    </FormDialog>
  );
}
