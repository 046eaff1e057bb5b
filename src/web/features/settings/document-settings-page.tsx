import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { DocumentSettings } from '@/core/contracts/document-settings';
import { type DocumentKind, documentKinds, kindInfo, todayInJapan } from '@/core/documents';
import { dateStyleLabels, dateStyles, toHalfWidth } from '@/core/format';
import { roundingModeLabels } from '@/core/money';
import { documentSettingsInput } from '@/core/schemas/document-settings';
import { PaymentTermsField, paymentTermsOf } from '@/web/components/ui/fields/payment-terms-field';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { errorMessage } from '@/web/lib/api';
import type { FormValue, FormValues } from '@/web/lib/form';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useDocumentSettings, useSaveDocumentSettings } from './document-settings-api';
import { NumberingFields } from './numbering-fields';

const roundingOptions = (['floor', 'ceil', 'round'] as const).map((m) => ({ value: m, label: roundingModeLabels[m] }));
const dateStyleOptions = dateStyles.map((style) => ({ value: style, label: dateStyleLabels[style] }));

const group = (value: FormValue | undefined): FormValues => (typeof value === 'object' ? value : {});

/** The numbering as the form holds it, with 次の番号 as a number; left empty it is missing rather than 0, so the message asks for one. */
function numberingOf(value: FormValue | undefined) {
  const perKind = (kind: DocumentKind) => {
    const { nextNumber, ...rest } = group(group(value)[kind]);
    const text = typeof nextNumber === 'string' ? nextNumber.trim() : '';
    return { ...rest, nextNumber: text === '' ? undefined : Number(toHalfWidth(text)) };
  };
  return Object.fromEntries(documentKinds.map((kind) => [kind, perKind(kind)]));
}

/** 帳票設定: rounding, numbering and defaults of the four documents, saved together. */
export function DocumentSettingsPage() {
  const settings = useDocumentSettings();
  if (settings.isPending) return <p className="text-sm text-muted-foreground">読み込み中...</p>;
  if (settings.isError) return <Alert>{errorMessage(settings.error)}</Alert>;
  return <DocumentSettingsForm settings={settings.data} />;
}

function DocumentSettingsForm({ settings }: { settings: DocumentSettings }) {
  const save = useSaveDocumentSettings();
  const form = useSchemaForm({
    schema: documentSettingsInput,
    defaultValues: { roundingMode: settings.roundingMode, dateStyle: settings.dateStyle },
    prepare: (values) => ({
      ...values,
      numbering: numberingOf(values.numbering),
      defaultPaymentTerms: paymentTermsOf(values.defaultPaymentTerms),
    }),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success('保存しました');
    },
  });
  const { errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInJapan();

  // The form is long: take the user to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit} aria-label="帳票設定" className="grid gap-6">
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <Card>
        <CardContent className="grid gap-6">
          <RadioGroupField
            {...form.field('roundingMode')}
            legend="端数処理"
            options={roundingOptions}
            hint="消費税は帳票ごと・税率ごとに1回だけ端数処理します（インボイス制度のルール）。"
          />
          <RadioGroupField
            {...form.field('dateStyle')}
            legend="PDFの日付の表記"
            options={dateStyleOptions}
            hint="発行日・取引年月日・支払期限などの印刷される日付に使います。発行済みの帳票のPDFは発行したときの表記のままです。"
          />
        </CardContent>
      </Card>
      {documentKinds.map((kind) => (
        <Card key={kind}>
          <CardHeader>
            <CardTitle>{kindInfo[kind].title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <NumberingFields kind={kind} defaultValue={settings.numbering[kind]} today={today} form={form} />
            <TextareaField
              {...form.field(`defaultNotes.${kind}`)}
              id={`default-notes-${kind}`}
              label="備考の既定値"
              rows={3}
              defaultValue={settings.defaultNotes[kind]}
              hint={`新しく作る${kindInfo[kind].title}の備考に最初から入ります。`}
            />
            {kind === 'invoice' && (
              <PaymentTermsField
                idPrefix="default-payment-terms"
                register={(part) => form.field(`defaultPaymentTerms.${part}`)}
                legend="既定の支払条件"
                defaultValue={settings.defaultPaymentTerms}
                error={form.error('defaultPaymentTerms')}
                hint="支払条件が登録されていない顧客への請求書で、支払期限の計算に使います。"
              />
            )}
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardHeader>
          <CardTitle>顧客コード・商品コード</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          {(['customer', 'product'] as const).map((entity) => (
            <TextField
              {...form.field(`codePrefixes.${entity}`)}
              key={entity}
              id={`code-prefix-${entity}`}
              label={`${entity === 'customer' ? '顧客' : '商品'}コードの接頭辞`}
              defaultValue={settings.codePrefixes[entity]}
              autoComplete="off"
              spellCheck={false}
              maxLength={10}
              hint={`コードを空欄で登録すると ${settings.codePrefixes[entity]}0001 のように自動で付けます（登録済みのコードがあれば、その続きの番号を同じ桁数で付けます）。`}
            />
          ))}
        </CardContent>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t bg-background/95 px-1 py-3 backdrop-blur">
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? '保存中...' : '保存'}
        </Button>
      </div>
    </form>
  );
}
