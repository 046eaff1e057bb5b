import { useState } from 'react';
import { toast } from 'sonner';
import { changeEmailInput } from '@/core/schemas/account';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useRequestEmailChange } from './account-api';

/** The address changes only once the link sent to the new address is opened (see useEmailConfirmation). */
export function EmailCard({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: changeEmailInput,
    onSubmit: async (input, element) => {
      await request.mutateAsync(input);
      toast.success('確認メールを送信しました');
      setSentTo(input.newEmail);
      element.reset();
    },
  });

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
      form={form}
    >
      <TextField id="account-email" label="現在のメールアドレス" value={email} readOnly />
      <TextField
        {...form.field('newEmail')}
        id="account-new-email"
        type="email"
        label="新しいメールアドレス"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        {...form.field('currentPassword')}
        id="account-email-password"
        type="password"
        label="現在のパスワード"
        autoComplete="current-password"
      />
    </FormCard>
  );
}
