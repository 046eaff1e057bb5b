import { useState } from 'react';
import { toast } from 'sonner';
import { changePasswordInput } from '@/core/schemas/account';
import { FormCard } from '@/web/components/ui/form-card';
import { NewPasswordFields } from '@/web/components/ui/new-password-fields';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { useChangePassword } from './account-api';

export function PasswordCard() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(form: HTMLFormElement) {
    const parsed = changePasswordInput.safeParse(formValues(form, ['currentPassword', 'newPassword', 'confirmPassword'] as const));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    const { currentPassword, newPassword } = parsed.data;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('パスワードを変更しました。ほかの端末はログアウトしました。');
          form.reset();
        },
        onError: (error) => setErrors(apiFieldErrors(error)),
      },
    );
  }

  return (
    <FormCard
      title="パスワード"
      submitLabel="パスワードを変更"
      pendingLabel="変更中..."
      isPending={change.isPending}
      error={change.error}
      onSubmit={handleSubmit}
    >
      <TextField
        id="account-current-password"
        name="currentPassword"
        type="password"
        label="現在のパスワード"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordFields
        idPrefix="account-new"
        name="newPassword"
        label="新しいパスワード"
        confirmLabel="新しいパスワード（確認）"
        errors={errors}
      />
    </FormCard>
  );
}
