import { toast } from 'sonner';
import type { CompanyProfile } from '@/core/contracts/settings';
import { companyProfileInput } from '@/core/schemas/document-settings';
import { PostalCodeField } from '@/web/components/ui/fields/postal-code-field';
import { RegistrationNumberField } from '@/web/components/ui/fields/registration-number-field';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useCompanySettings, useUpdateCompanySettings } from './company-api';
import { CompanyImageFields, useCompanyImages } from './company-image-fields';
import { DataExportCard } from './data-export-card';

/** 自社情報: the issuer printed on every document, and the name in the header; below it, データの書き出し. */
export function CompanySettingsPage() {
  const company = useCompanySettings();
  return (
    <>
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
      <DataExportCard />
    </>
  );
}

function CompanyForm({ company }: { company: CompanyProfile }) {
  const update = useUpdateCompanySettings();
  const images = useCompanyImages(company);
  const form = useSchemaForm({
    schema: companyProfileInput,
    defaultValues: company,
    // `images` is no field of the schema: the image still uploading shows it.
    check: () => (images.isUploading ? { images: '画像のアップロードが終わるまでお待ちください' } : {}),
    prepare: (values) => ({ ...values, logoFileId: images.logo.fileId, sealFileId: images.seal.fileId }),
    onSubmit: async (input) => {
      await update.mutateAsync(input);
      toast.success('保存しました');
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="自社情報">
      <CardContent className="grid gap-5">
        {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField {...form.field('name')} id="company-name" label="会社名" autoComplete="organization" />
          <TextField {...form.field('storeName')} id="company-store-name" label="店舗名" />
        </div>
        <PostalCodeField {...form.field('postalCode')} id="company-postal-code" addressFieldId="company-address" className="sm:max-w-48" />
        <TextField {...form.field('address')} id="company-address" label="住所" autoComplete="street-address" />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField {...form.field('phone')} id="company-phone" label="電話番号" type="tel" autoComplete="tel" />
          <TextField {...form.field('email')} id="company-email" label="メールアドレス" type="email" autoComplete="email" />
        </div>
        <RegistrationNumberField
          {...form.field('registrationNumber')}
          id="company-registration-number"
          label="登録番号"
          hint="適格請求書発行事業者の登録番号です。請求書に印字されます。"
        />
        <CompanyImageFields images={images} errors={form.errors} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? '保存中...' : '保存'}
        </Button>
      </CardFooter>
    </form>
  );
}
