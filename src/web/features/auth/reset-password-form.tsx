import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { resetPasswordInput } from '@/core/schemas/auth';
import { NewPasswordFields } from '@/web/components/ui/fields/new-password-fields';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { resetPassword } from './auth-api';

type ResetPasswordFormProps = { token: string; isInvitation?: boolean; onDone: () => void };

/**
 * Reached from the e-mailed link /login?resetToken=…; success returns to the sign-in form.
 * An invitation (…&invite=1) is the same link for someone who has no password yet.
 */
export function ResetPasswordForm({ token, isInvitation = false, onDone }: ResetPasswordFormProps) {
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(
        isInvitation
          ? 'パスワードを設定しました。ログインしてください。'
          : 'パスワードを再設定しました。新しいパスワードでログインしてください。',
      );
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  // The token comes with the link, not from an input: a bad one shows above the fields.
  const form = useSchemaForm({
    schema: resetPasswordInput,
    prepare: (values) => ({ ...values, token }),
    onSubmit: (input) => mutation.mutateAsync({ token: input.token, newPassword: input.newPassword }),
  });
  const tokenError = form.error('token');

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5">
      <h1 className="text-center text-lg font-bold">{isInvitation ? 'パスワードの設定' : '新しいパスワードの設定'}</h1>
      {tokenError && <Alert>{tokenError}</Alert>}
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <NewPasswordFields idPrefix="reset" name="newPassword" label="新しいパスワード" confirmLabel="確認用パスワード" form={form} />
      <Button type="submit" size="lg" className="w-full" disabled={form.isPending}>
        {form.isPending ? '設定中...' : 'パスワードを設定'}
      </Button>
    </form>
  );
}
