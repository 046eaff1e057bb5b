import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { requestPasswordResetInput } from '@/core/schemas/auth';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { requestPasswordReset } from './auth-api';
import { loginFormHref } from './auth-links';

// Same words whether or not the address is registered: the screen must not reveal accounts.
const sentMessage = '入力されたメールアドレス宛にパスワード再設定のご案内を送信しました。';

export function RequestResetForm() {
  const { search } = useLocation();
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => toast.error(errorMessage(error)),
  });

  const form = useSchemaForm({ schema: requestPasswordResetInput, onSubmit: (input) => mutation.mutateAsync(input) });

  const backLink = (
    <p className="text-center text-sm">
      <Link
        to={loginFormHref(search, 'sign-in')}
        className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        ログイン画面に戻る
      </Link>
    </p>
  );

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5 text-center">
        <h1 className="text-lg font-bold">パスワードの再設定</h1>
        <p className="text-sm text-muted-foreground">ご登録のメールアドレスに再設定用のリンクをお送りします。</p>
      </div>
      {mutation.isSuccess ? (
        <Alert tone="success">{sentMessage}</Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="grid gap-5">
          <TextField {...form.field('email')} id="reset-email" type="email" label="メールアドレス" autoComplete="email" inputMode="email" />
          <Button type="submit" size="lg" className="w-full" disabled={form.isPending}>
            {form.isPending ? '送信中...' : '再設定メールを送信'}
          </Button>
        </form>
      )}
      {backLink}
    </div>
  );
}
