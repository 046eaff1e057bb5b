import { useState } from 'react';
import { toast } from 'sonner';
import { changeEmailInput } from '@/core/schemas/account';
import { FormCard } from '@/web/components/ui/form-card';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { useRequestEmailChange } from './account-api';

/** The address changes only once the link sent to the new address is opened (see useEmailConfirmation). */
export function EmailCard({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleSubmit(form: HTMLFormElement) {
    const parsed = changeEmailInput.safeParse(formValues(form, ['newEmail', 'currentPassword'] as const));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('確認メールを送信しました');
        setSentTo(parsed.data.newEmail);
        form.reset();
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <FormCard
      title="メールアドレス"
      description={
        sentTo
          ? `${sentTo} に確認メールを送信しました。メール内のリンクを開くと変更が完了します。`
          : '新しいメールアドレスに確認メールを送信します。メール内のリンクを開くと変更が完了します。'
      }
      submitLabel="確認メールを送信"
      pendingLabel="送信中..."
      isPending={request.isPending}
      error={request.error}
      onSubmit={handleSubmit}
    >
      <TextField id="account-email" label="現在のメールアドレス" value={email} readOnly />
      <TextField
        id="account-new-email"
        name="newEmail"
        type="email"
        label="新しいメールアドレス"
        inputMode="email"
        autoComplete="email"
        error={errors.newEmail}
      />
      <TextField
        id="account-email-password"
        name="currentPassword"
        type="password"
        label="現在のパスワード"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
    </FormCard>
  );
}
