import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { companySettingsInput, useCompanySettings, useUpdateCompanySettings } from './company-api';

/** 設定: the company's own details (admins only; the guard keeps others out). */
export function CompanySettingsPage() {
  const company = useCompanySettings();
  const update = useUpdateCompanySettings();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = companySettingsInput.safeParse(formValues(event.currentTarget, ['name', 'storeName'] as const));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('保存しました'),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-xl font-bold tracking-tight">設定</h1>
      <Card>
        <CardHeader>
          <CardTitle>会社情報</CardTitle>
          <CardDescription>帳票やモバイルオーダー画面に表示される名称です。</CardDescription>
        </CardHeader>
        {company.isPending && <CardContent className="text-sm text-muted-foreground">読み込み中...</CardContent>}
        {company.isError && (
          <CardContent>
            <Alert>{errorMessage(company.error)}</Alert>
          </CardContent>
        )}
        {company.data && (
          <form key={company.data.id} noValidate onSubmit={handleSubmit}>
            <CardContent className="grid gap-5">
              {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
              <TextField
                id="company-name"
                name="name"
                label="会社名"
                defaultValue={company.data.name}
                error={errors.name}
                autoComplete="organization"
              />
              <TextField
                id="company-store-name"
                name="storeName"
                label="店舗名"
                defaultValue={company.data.storeName}
                error={errors.storeName}
              />
            </CardContent>
            <CardFooter className="justify-end">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? '保存中...' : '保存'}
              </Button>
            </CardFooter>
          </form>
        )}
      </Card>
    </section>
  );
}
