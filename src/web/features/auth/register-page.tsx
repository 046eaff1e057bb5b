import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { registerFormInput } from '@/core/schemas/register';
import { NewPasswordFields } from '@/web/components/ui/fields/new-password-fields';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FieldError } from '@/web/components/ui/primitives/field';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useHostInfo } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { register } from './auth-api';
import { TermsText } from './terms';

/** /register on a partner's host: a new company and its first administrator. */
export function RegisterPage() {
  const { data: host } = useHostInfo();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: register,
    // With a billing provider `next` is its checkout page; without one, our own /success.
    onSuccess: ({ next }) => (/^https?:\/\//.test(next) ? window.location.assign(next) : navigate(next)),
  });
  // The confirmation is checked here and not sent.
  const form = useSchemaForm({ schema: registerFormInput, onSubmit: ({ confirmPassword, ...input }) => mutation.mutateAsync(input) });
  const agreeError = form.error('agreeTerms');

  if (!host?.oem) return <Alert>新規登録はご契約のサービスのURLから行ってください。</Alert>;

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5">
      <div className="grid gap-1.5 text-center">
        <h1 className="text-lg font-bold">新規登録</h1>
        <p className="text-sm text-muted-foreground">会社と管理者のアカウントを作成します。</p>
      </div>
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <TextField {...form.field('companyName')} id="register-company" label="会社名" autoComplete="organization" />
      <TextField {...form.field('storeName')} id="register-store" label="店舗名（任意）" />
      <TextField {...form.field('adminName')} id="register-name" label="氏名" autoComplete="name" />
      <TextField {...form.field('email')} id="register-email" type="email" label="メールアドレス" autoComplete="email" inputMode="email" />
      <NewPasswordFields idPrefix="register" name="password" label="パスワード" confirmLabel="確認用パスワード" form={form} />
      <div className="grid gap-2">
        <TermsText serviceName={host.oem.name} />
        <CheckboxField
          {...form.checkbox('agreeTerms')}
          id="register-agree"
          label="利用規約に同意する"
          aria-invalid={agreeError ? true : undefined}
        />
        <FieldError error={agreeError} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={form.isPending}>
        {form.isPending ? '登録中...' : '登録する'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        アカウントをお持ちの方は
        <Link to="/login" className="ml-1 text-foreground underline underline-offset-4">
          ログイン
        </Link>
      </p>
    </form>
  );
}
