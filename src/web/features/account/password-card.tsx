import { toast } from 'sonner';
import { changePasswordInput } from '@/core/schemas/account';
import { NewPasswordFields } from '@/web/components/ui/fields/new-password-fields';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useChangePassword } from './account-api';

export function PasswordCard() {
  const change = useChangePassword();
  const form = useSchemaForm({
    schema: changePasswordInput,
    onSubmit: async ({ currentPassword, newPassword }, element) => {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success('パスワードを変更しました。ほかの端末はログアウトしました。');
      element.reset();
    },
  });

  return (
    <FormCard title="パスワード" submitLabel="パスワードを変更" pendingLabel="変更中..." form={form}>
      <TextField
        {...form.field('currentPassword')}
        id="account-current-password"
        type="password"
        label="現在のパスワード"
        autoComplete="current-password"
      />
      <NewPasswordFields
        idPrefix="account-new"
        name="newPassword"
        label="新しいパスワード"
        confirmLabel="新しいパスワード（確認）"
        form={form}
      />
    </FormCard>
  );
}
