import { useState } from 'react';
import type { Product } from '@/core/contracts/products';
import { priceModeLabels, priceModes } from '@/core/money';
import { productInput, taxCategories, taxCategoryLabels } from '@/core/schemas/products';
import { ImageField, type ImageValue } from '@/web/components/ui/fields/image-field';
import { YenField } from '@/web/components/ui/fields/yen-field';
import { ActiveField, MasterFields } from '@/web/components/ui/master-data/master-fields';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { schemaCheck } from '@/web/lib/use-field-check';
import { useMasterForm } from '@/web/lib/use-master-form';

const taxOptions = taxCategories.map((t) => ({ value: t, label: taxCategoryLabels[t] }));
const priceModeOptions = priceModes.map((m) => ({ value: m, label: priceModeLabels[m] }));
const unitSuggestions = ['個', '式', '時間', '本', '枚', '箱', '台', '件', '人', '月', '回', 'kg', 'セット'];
const unitPriceCheck = schemaCheck(productInput.shape.unitPrice);
const costPriceCheck = schemaCheck(productInput.shape.costPrice);

type ProductFormDialogProps = { product?: Product; onClose: () => void };

/** Registers or edits a product; the image uploads as soon as it is chosen. */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const [image, setImage] = useState<ImageValue>({ fileId: product?.imageFileId ?? null, url: product?.imageUrl ?? null });
  const [isUploading, setUploading] = useState(false);
  const form = useMasterForm({
    resource: 'products',
    noun: '商品',
    schema: productInput,
    row: product,
    onClose,
    extraFields: ['priceMode'],
    defaultValues: {
      code: product?.code,
      name: product?.name,
      kana: product?.kana,
      unit: product?.unit,
      description: product?.description,
      taxCategory: product?.taxCategory ?? 'standard',
      priceMode: product?.isTaxIncluded ? 'inclusive' : 'exclusive',
      isActive: product?.isActive ?? true,
    },
    check: () => (isUploading ? { imageFileId: '画像のアップロードが終わるまでお待ちください' } : {}),
    prepare: ({ priceMode, costPrice, ...values }) => ({
      ...values,
      costPrice: typeof costPrice === 'string' && costPrice.trim() !== '' ? costPrice : null,
      isTaxIncluded: priceMode === 'inclusive',
      imageFileId: image.fileId,
    }),
  });

  return (
    <FormDialog
      title={product ? '商品の編集' : '商品の新規登録'}
      submitLabel={product ? '保存' : '登録'}
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <MasterFields idPrefix="product" noun="商品" form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <YenField
          {...form.field('unitPrice')}
          id="product-unit-price"
          label="単価"
          defaultValue={product?.unitPrice}
          check={unitPriceCheck}
        />
        <TextField
          {...form.field('unit')}
          id="product-unit"
          label="単位"
          list="product-unit-suggestions"
          autoComplete="off"
          placeholder="個・式・時間 など"
        />
        <YenField
          {...form.field('costPrice')}
          id="product-cost-price"
          label="原価（任意）"
          defaultValue={product?.costPrice}
          check={costPriceCheck}
        />
      </div>
      <datalist id="product-unit-suggestions">
        {unitSuggestions.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <RadioGroupField
        {...form.field('priceMode')}
        legend="単価の税"
        options={priceModeOptions}
        error={form.error('isTaxIncluded')}
        hint="税込の商品を税抜の帳票に入れると（またはその逆）、税率で換算した単価が入ります。"
      />
      <RadioGroupField
        {...form.field('taxCategory')}
        legend="税区分"
        options={taxOptions}
        hint="軽減8%は飲食料品（酒類・外食を除く）などです。"
      />
      <TextareaField {...form.field('description')} id="product-description" label="説明" rows={3} />
      <ImageField
        id="product-image"
        label="商品画像"
        value={image}
        error={form.error('imageFileId')}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <ActiveField idPrefix="product" form={form} />
    </FormDialog>
  );
}
