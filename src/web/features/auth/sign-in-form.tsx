import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { signInInput } from '@/core/schemas/auth';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { PasswordRules } from '@/web/components/ui/password-rules';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api';
import { type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { meQueryKey, useHostInfo } from '@/web/lib/session';
import { signIn } from './auth-api';
import { loginFormHref } from './auth-links';

export function SignInForm() {
  const { search } = useLocation();
  const { data: host } = useHostInfo();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: signIn,
    // The guard sees the new session and sends the user on (to ?url= or the dashboard).
    onSuccess: () => {
      toast.dismiss();
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInInput.safeParse(formValues(event.currentTarget, ['email', 'password'] as const));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <h1 className="text-center text-lg font-bold">ログイン</h1>
      {mutation.isError && <Alert>{errorMessage(mutation.error)}</Alert>}
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        label="メールアドレス"
        autoComplete="username"
        inputMode="email"
        error={errors.email}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        label="パスワード"
        autoComplete="current-password"
        error={errors.password}
        hint={errors.password ? <PasswordRules /> : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'ログイン中...' : 'ログイン'}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={loginFormHref(search, 'forgot')}
          className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          パスワードをお忘れの方
        </Link>
      </p>
      {host?.oem && (
        // A partner's login is where a new customer of that partner arrives: sign-up and the service page are one step away.
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 border-t pt-4 text-sm">
          <span className="text-muted-foreground">アカウントをお持ちでない方</span>
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            新規登録
          </Link>
          <Link to="/lp" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            サービス紹介
          </Link>
        </p>
      )}
    </form>
  );
}
