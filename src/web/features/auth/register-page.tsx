import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerInput } from '@/core/schemas/register';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/ui/field';
import { NewPasswordFields } from '@/web/components/ui/new-password-fields';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api';
import { apiFieldErrors, type FieldErrors, formChecked, formValues, zodFieldErrors } from '@/web/lib/form';
import { useHostInfo } from '@/web/lib/session';
import { register } from './auth-api';
import { TermsText } from './terms';

const fields = ['companyName', 'storeName', 'adminName', 'email', 'password', 'confirmPassword'] as const;

/** /register on a partner's host: a new company and its first administrator. */
export function RegisterPage() {
  const { data: host } = useHostInfo();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: register,
    // With a billing provider `next` is its checkout page; without one, our own /success.
    onSuccess: ({ next }) => (/^https?:\/\//.test(next) ? window.location.assign(next) : navigate(next)),
    onError: (error) => setErrors(apiFieldErrors(error)),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { confirmPassword, ...values } = formValues(event.currentTarget, fields);
    const parsed = registerInput.safeParse({ ...values, agreeTerms: formChecked(event.currentTarget, 'agreeTerms') });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!found.password && confirmPassword !== values.password) found.confirmPassword = 'パスワードが一致しません';
    if (!parsed.success || found.confirmPassword) return setErrors(found);
    setErrors({});
    mutation.mutate(parsed.data);
  }

  if (!host?.oem) return <Alert>新規登録はご契約のサービスのURLから行ってください。</Alert>;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <div className="grid gap-1.5 text-center">
        <h1 className="text-lg font-bold">新規登録</h1>
        <p className="text-sm text-muted-foreground">会社と管理者のアカウントを作成します。</p>
      </div>
      {mutation.isError && <Alert>{errorMessage(mutation.error)}</Alert>}
      <TextField id="register-company" name="companyName" label="会社名" autoComplete="organization" error={errors.companyName} />
      <TextField id="register-store" name="storeName" label="店舗名（任意）" error={errors.storeName} />
      <TextField id="register-name" name="adminName" label="氏名" autoComplete="name" error={errors.adminName} />
      <TextField
        id="register-email"
        name="email"
        type="email"
        label="メールアドレス"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
      />
      <NewPasswordFields idPrefix="register" name="password" label="パスワード" confirmLabel="確認用パスワード" errors={errors} />
      <div className="grid gap-2">
        <TermsText serviceName={host.oem.name} />
        <CheckboxField
          id="register-agree"
          name="agreeTerms"
          label="利用規約に同意する"
          aria-invalid={errors.agreeTerms ? true : undefined}
        />
        <FieldError error={errors.agreeTerms} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? '登録中...' : '登録する'}
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
