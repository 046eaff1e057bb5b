import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { resetPasswordInput } from '@/core/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { NewPasswordFields } from '@/web/components/ui/new-password-fields';
import { errorMessage } from '@/web/lib/api';
import { type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { resetPassword } from './auth-api';

type ResetPasswordFormProps = { token: string; isInvitation?: boolean; onDone: () => void };

/**
 * Reached from the e-mailed link /login?resetToken=…; success returns to the sign-in form.
 * An invitation (…&invite=1) is the same link for someone who has no password yet.
 */
export function ResetPasswordForm({ token, isInvitation = false, onDone }: ResetPasswordFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['newPassword', 'confirmPassword'] as const);
    const parsed = resetPasswordInput.safeParse({ ...values, token });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate({ token: parsed.data.token, newPassword: parsed.data.newPassword });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <h1 className="text-center text-lg font-bold">{isInvitation ? 'パスワードの設定' : '新しいパスワードの設定'}</h1>
      {errors.token && <Alert>{errors.token}</Alert>}
      {mutation.isError && <Alert>{errorMessage(mutation.error)}</Alert>}
      <NewPasswordFields idPrefix="reset" name="newPassword" label="新しいパスワード" confirmLabel="確認用パスワード" errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? '設定中...' : 'パスワードを設定'}
      </Button>
    </form>
  );
}
