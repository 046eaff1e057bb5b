import { useState } from 'react';
import { toast } from 'sonner';
import { defaultOemColour } from '@/core/api-types';
import type { OemType } from '@/core/permissions';
import { createOemInput, updateOemInput } from '@/core/schemas/admin';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formChecked, zodFieldErrors } from '@/web/lib/form';
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
  const mutation = oem ? update : create;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [values, setValues] = useState({
    id: oem?.id ?? '',
    name: oem?.name ?? '',
    type: (oem?.type ?? 'standard') as OemType,
    bg: oem?.bg ?? defaultOemColour,
    text: oem?.text ?? '#ffffff',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  function handleSubmit(form: HTMLFormElement) {
    const input = { ...values, showHistory: formChecked(form, 'showHistory') };
    const onError = (error: unknown) => setErrors(apiFieldErrors(error));
    const onSuccess = () => {
      toast.success(oem ? '保存しました' : 'パートナーを作成しました');
      onClose();
    };
    if (oem) {
      const parsed = updateOemInput.safeParse(input);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      setErrors({});
      update.mutate({ id: oem.id, input: parsed.data }, { onSuccess, onError });
    } else {
      const parsed = createOemInput.safeParse(input);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      setErrors({});
      create.mutate(parsed.data, { onSuccess, onError });
    }
  }

  return (
    <FormDialog
      title={oem ? 'パートナーの編集' : 'パートナーを作成'}
      submitLabel={oem ? '保存' : '作成'}
      pendingLabel={oem ? '保存中...' : '作成中...'}
      isPending={mutation.isPending}
      error={mutation.error}
      onSubmit={handleSubmit}
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
            error={errors.id}
            hint={`半角英小文字・数字・ハイフン。URL: ${urlOf(values.id || '{ID}')}`}
            onChange={(event) => set({ id: event.target.value.trim().toLowerCase() })}
          />
          <TextField
            id="oem-name"
            label="パートナー名"
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <RadioGroupField
            name="type"
            legend="種類"
            options={oemTypeOptions}
            defaultValue={values.type}
            error={errors.type}
            onValueChange={(type) => set({ type: type as OemType })}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <ColourField id="oem-bg" name="bg" label="背景色" value={values.bg} error={errors.bg} onChange={(bg) => set({ bg })} />
            <ColourField
              id="oem-text"
              name="text"
              label="文字色"
              value={values.text}
              error={errors.text}
              onChange={(text) => set({ text })}
            />
          </div>
          <CheckboxField
            id="oem-show-history"
            name="showHistory"
            label="操作履歴を表示する"
            description="ヘッダーに操作履歴ボタンが表示されます。"
            defaultChecked={oem?.showHistory ?? false}
          />
        </div>
        <BrandPreview name={values.name} type={values.type} bg={values.bg} text={values.text} />
      </div>
    </FormDialog>
  );
}
