import { useState } from 'react';
import { toast } from 'sonner';
import { defaultOemColour } from '@/core/api-types';
import type { OemType } from '@/core/permissions';
import { type CreateOemInput, createOemInput, updateOemInput } from '@/core/schemas/admin';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { type AdminOem, useCreateOem, useUpdateOem } from './admin-api';
import { BrandPreview } from './brand-preview';
import { ColourField } from './colour-field';
import { oemTypeOptions } from './oem-labels';

type OemFormDialogProps = {
  /** Absent: a new partner. */
  oem?: AdminOem;
  /** Where a partner id leads, for the hint under the id field. */
  urlOf: (id: string) => string;
  onClose: () => void;
};

export function OemFormDialog({ oem, urlOf, onClose }: OemFormDialogProps) {
  const create = useCreateOem();
  const update = useUpdateOem();
  const [values, setValues] = useState({
    id: oem?.id ?? '',
    name: oem?.name ?? '',
    type: (oem?.type ?? 'standard') as OemType,
    bg: oem?.bg ?? defaultOemColour,
    text: oem?.text ?? '#ffffff',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  // The other fields are state, for the live preview beside them; the checkbox is read from the form.
  const form = useSchemaForm({
    schema: oem ? updateOemInput : createOemInput,
    defaultValues: { showHistory: oem?.showHistory ?? false },
    prepare: ({ showHistory }) => ({ ...values, showHistory }),
    onSubmit: async (input) => {
      if (oem) await update.mutateAsync({ id: oem.id, input });
      // Without an oem the schema is createOemInput, so the checked values are its output.
      else await create.mutateAsync(input as CreateOemInput);
      toast.success(oem ? '保存しました' : 'パートナーを作成しました');
      onClose();
    },
  });

  return (
    <FormDialog
      title={oem ? 'パートナーの編集' : 'パートナーを作成'}
      submitLabel={oem ? '保存' : '作成'}
      pendingLabel={oem ? '保存中...' : '作成中...'}
      form={form}
      onClose={onClose}
      className="sm:max-w-3xl"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="grid content-start gap-5">
          <TextField
            id="oem-id"
            label="ID（サブドメイン）"
            value={values.id}
            autoComplete="off"
            spellCheck={false}
            error={form.error('id')}
            hint={`半角英小文字・数字・ハイフン。URL: ${urlOf(values.id || '{ID}')}`}
            onChange={(event) => set({ id: event.target.value.trim().toLowerCase() })}
          />
          <TextField
            id="oem-name"
            label="パートナー名"
            value={values.name}
            error={form.error('name')}
            onChange={(event) => set({ name: event.target.value })}
          />
          <RadioGroupField
            {...form.field('type')}
            legend="種類"
            options={oemTypeOptions}
            defaultValue={values.type}
            onValueChange={(type) => set({ type: type as OemType })}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <ColourField {...form.field('bg')} id="oem-bg" label="背景色" value={values.bg} onChange={(bg) => set({ bg })} />
            <ColourField {...form.field('text')} id="oem-text" label="文字色" value={values.text} onChange={(text) => set({ text })} />
          </div>
          <CheckboxField
            {...form.checkbox('showHistory')}
            id="oem-show-history"
            label="操作履歴を表示する"
            description="ヘッダーに操作履歴ボタンが表示されます。"
          />
        </div>
        <BrandPreview name={values.name} type={values.type} bg={values.bg} text={values.text} />
      </div>
    </FormDialog>
  );
}
