import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { signInInput } from '@/core/schemas/auth';
import { PasswordRules } from '@/web/components/ui/fields/password-rules';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { meQueryKey, useHostInfo } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { signIn } from './auth-api';
import { loginFormHref } from './auth-links';

export function SignInForm() {
  const { search } = useLocation();
  const { data: host } = useHostInfo();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signIn,
    // The guard sees the new session and sends the user on (to ?url= or the dashboard).
    onSuccess: () => {
      toast.dismiss();
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const form = useSchemaForm({ schema: signInInput, onSubmit: (input) => mutation.mutateAsync(input) });
  const passwordError = form.error('password');

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5">
      <h1 className="text-center text-lg font-bold">ログイン</h1>
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <TextField
        {...form.field('email')}
        id="sign-in-email"
        type="email"
        label="メールアドレス"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        {...form.field('password')}
        id="sign-in-password"
        type="password"
        label="パスワード"
        autoComplete="current-password"
        hint={passwordError ? <PasswordRules /> : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.isPending}>
        {form.isPending ? 'ログイン中...' : 'ログイン'}
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
