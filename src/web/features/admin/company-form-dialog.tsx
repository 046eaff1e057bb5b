import { useState } from 'react';
import { toast } from 'sonner';
import { createCompanyInput } from '@/core/schemas/admin';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { SelectField } from '@/web/components/ui/select';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import type { AdminOem } from './admin-api';
import { useCreateCompany } from './admin-api';

const fields = ['name', 'storeName', 'oemId', 'adminName', 'adminEmail'] as const;

/** A company with its first administrator, who gets an invitation mail to set a password. */
export function CompanyFormDialog({ oems, defaultOemId, onClose }: { oems: AdminOem[]; defaultOemId: string; onClose: () => void }) {
  const create = useCreateCompany();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(form: HTMLFormElement) {
    const parsed = createCompanyInput.safeParse(formValues(form, fields));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('会社を作成し、管理者に招待メールを送信しました');
        onClose();
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <FormDialog
      title="会社を作成"
      description="管理者には、パスワードを設定するための招待メールが届きます。"
      submitLabel="作成"
      pendingLabel="作成中..."
      isPending={create.isPending}
      error={create.error}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        id="company-oem"
        name="oemId"
        label="パートナー"
        placeholder="選択してください"
        options={oems.map((oem) => ({ value: oem.id, label: `${oem.name}（${oem.id}）` }))}
        defaultValue={defaultOemId}
        error={errors.oemId}
      />
      <TextField id="company-name" name="name" label="会社名" autoComplete="off" error={errors.name} />
      <TextField id="company-store" name="storeName" label="店舗名（任意）" autoComplete="off" error={errors.storeName} />
      <fieldset className="grid gap-5 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">最初の管理者</legend>
        <TextField id="company-admin-name" name="adminName" label="管理者の氏名" autoComplete="off" error={errors.adminName} />
        <TextField
          id="company-admin-email"
          name="adminEmail"
          type="email"
          label="管理者のメールアドレス"
          inputMode="email"
          autoComplete="off"
          error={errors.adminEmail}
        />
      </fieldset>
    </FormDialog>
  );
}
