import { useState } from 'react';
import { toast } from 'sonner';
import { menuItemInput } from '@/core/schemas/orders';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { ImageField, type ImageValue } from '@/web/components/ui/image-field';
import { SelectField } from '@/web/components/ui/select';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea';
import { YenField } from '@/web/components/ui/yen-field';
import { apiFieldErrors, type FieldErrors, formChecked, formValues, zodFieldErrors } from '@/web/lib/form';
import type { Menu, MenuItem } from '@/web/lib/ordering';
import { useMenuMutations } from './menu-api';

type MenuItemFormDialogProps = { menu: Menu; item?: MenuItem; onClose: () => void };

/** Adds or edits a menu item; the image uploads as soon as it is chosen. */
export function MenuItemFormDialog({ menu, item, onClose }: MenuItemFormDialogProps) {
  const { createItem, updateItem } = useMenuMutations();
  const mutation = item ? updateItem : createItem;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<ImageValue>({ fileId: item?.imageFileId ?? null, url: item?.imageUrl ?? null });
  const [isUploading, setUploading] = useState(false);
  const shownErrors = { ...apiFieldErrors(mutation.error), ...errors };

  function handleSubmit(form: HTMLFormElement) {
    if (isUploading) return setErrors({ imageFileId: '画像のアップロードが終わるまでお待ちください' });
    const values = formValues(form, ['name', 'price', 'description', 'categoryId'] as const);
    const parsed = menuItemInput.safeParse({
      ...values,
      categoryId: values.categoryId || null,
      imageFileId: image.fileId,
      isSoldOut: formChecked(form, 'isSoldOut'),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    const onSuccess = () => {
      toast.success(item ? '保存しました' : `「${parsed.data.name}」を追加しました`);
      onClose();
    };
    if (item) updateItem.mutate({ id: item.id, fields: parsed.data }, { onSuccess });
    else createItem.mutate(parsed.data, { onSuccess });
  }

  return (
    <FormDialog
      title={item ? '商品の編集' : '商品を追加'}
      submitLabel={item ? '保存' : '追加'}
      isPending={mutation.isPending}
      error={Object.keys(apiFieldErrors(mutation.error)).length > 0 ? undefined : mutation.error}
      onSubmit={handleSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <TextField id="menu-item-name" name="name" label="商品名" defaultValue={item?.name} error={shownErrors.name} autoComplete="off" />
      <YenField
        id="menu-item-price"
        name="price"
        label="価格（税込）"
        placeholder="980"
        defaultValue={item?.price}
        error={shownErrors.price}
        hint="全角数字・カンマ付きでも入力できます。"
      />
      <SelectField
        id="menu-item-category"
        name="categoryId"
        label="カテゴリー"
        placeholder="なし（その他）"
        options={menu.categories.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={item?.categoryId ?? ''}
        error={shownErrors.categoryId}
      />
      <TextareaField
        id="menu-item-description"
        name="description"
        label="説明"
        rows={3}
        maxLength={500}
        defaultValue={item?.description}
        error={shownErrors.description}
      />
      <ImageField
        id="menu-item-image"
        label="画像"
        value={image}
        error={shownErrors.imageFileId}
        onChange={setImage}
        onBusyChange={setUploading}
      />
      <CheckboxField
        id="menu-item-sold-out"
        name="isSoldOut"
        label="売り切れ"
        defaultChecked={item?.isSoldOut}
        description="お客様のメニューに「売り切れ」と表示され、注文できなくなります。"
      />
    </FormDialog>
  );
}
