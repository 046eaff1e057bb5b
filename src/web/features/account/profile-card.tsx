import { useState } from 'react';
import { toast } from 'sonner';
import { updateAccountInput } from '@/core/schemas/account';
import { FormCard } from '@/web/components/ui/form-card';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { useUpdateAccount } from './account-api';

export function ProfileCard({ name, roleLabel }: { name: string; roleLabel: string }) {
  const update = useUpdateAccount();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(form: HTMLFormElement) {
    const parsed = updateAccountInput.safeParse(formValues(form, ['name'] as const));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('保存しました'),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <FormCard title="プロフィール" submitLabel="保存" isPending={update.isPending} error={update.error} onSubmit={handleSubmit}>
      <TextField id="account-name" name="name" label="氏名" defaultValue={name} autoComplete="name" error={errors.name} />
      <div className="grid gap-2">
        <p className="text-sm font-medium leading-none">権限</p>
        <p className="text-sm text-muted-foreground">{roleLabel}（変更は管理者にお問い合わせください）</p>
      </div>
    </FormCard>
  );
}
