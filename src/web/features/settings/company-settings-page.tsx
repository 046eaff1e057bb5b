import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CompanyProfile } from '@/core/api-types';
import { companyProfileInput } from '@/core/schemas/document-settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PostalCodeField } from '@/web/components/ui/postal-code-field';
import { RegistrationNumberField } from '@/web/components/ui/registration-number-field';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { useCompanySettings, useUpdateCompanySettings } from './company-api';
import { CompanyImageFields, useCompanyImages } from './company-image-fields';

const textFields = ['name', 'storeName', 'postalCode', 'address', 'phone', 'email', 'registrationNumber'] as const;

/** 自社情報: the issuer printed on every document, and the name in the header. */
export function CompanySettingsPage() {
  const company = useCompanySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>自社情報</CardTitle>
        <CardDescription>見積書・請求書などに発行元として印字されます。</CardDescription>
      </CardHeader>
      {company.isPending && <CardContent className="text-sm text-muted-foreground">読み込み中...</CardContent>}
      {company.isError && (
        <CardContent>
          <Alert>{errorMessage(company.error)}</Alert>
        </CardContent>
      )}
      {company.data && <CompanyForm key={company.data.id} company={company.data} />}
    </Card>
  );
}

function CompanyForm({ company }: { company: CompanyProfile }) {
  const update = useUpdateCompanySettings();
  const images = useCompanyImages(company);
  const [errors, setErrors] = useState<FieldErrors>({});
  const hasFieldErrors = Object.values(errors).some(Boolean);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (images.isUploading) return setErrors({ images: '画像のアップロードが終わるまでお待ちください' });
    const parsed = companyProfileInput.safeParse({
      ...formValues(event.currentTarget, textFields),
      logoFileId: images.logo.fileId,
      sealFileId: images.seal.fileId,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('保存しました'),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="自社情報">
      <CardContent className="grid gap-5">
        {update.isError && !hasFieldErrors && <Alert>{errorMessage(update.error)}</Alert>}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            id="company-name"
            name="name"
            label="会社名"
            defaultValue={company.name}
            error={errors.name}
            autoComplete="organization"
          />
          <TextField id="company-store-name" name="storeName" label="店舗名" defaultValue={company.storeName} error={errors.storeName} />
        </div>
        <PostalCodeField
          id="company-postal-code"
          name="postalCode"
          addressFieldId="company-address"
          defaultValue={company.postalCode}
          error={errors.postalCode}
          className="sm:max-w-48"
        />
        <TextField
          id="company-address"
          name="address"
          label="住所"
          defaultValue={company.address}
          error={errors.address}
          autoComplete="street-address"
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            id="company-phone"
            name="phone"
            label="電話番号"
            type="tel"
            defaultValue={company.phone}
            error={errors.phone}
            autoComplete="tel"
          />
          <TextField
            id="company-email"
            name="email"
            label="メールアドレス"
            type="email"
            defaultValue={company.email}
            error={errors.email}
            autoComplete="email"
          />
        </div>
        <RegistrationNumberField
          id="company-registration-number"
          name="registrationNumber"
          label="登録番号"
          hint="適格請求書発行事業者の登録番号です。請求書に印字されます。"
          defaultValue={company.registrationNumber}
          error={errors.registrationNumber}
        />
        <CompanyImageFields images={images} errors={errors} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? '保存中...' : '保存'}
        </Button>
      </CardFooter>
    </form>
  );
}
