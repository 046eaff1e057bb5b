import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { DocumentSettings } from '@/core/api-types';
import { type DocumentKind, documentKinds, kindInfo, todayInJapan } from '@/core/documents';
import { dateStyleLabels, dateStyles, toHalfWidth } from '@/core/format';
import { roundingModeLabels } from '@/core/money';
import { documentSettingsInput } from '@/core/schemas/document-settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PaymentTermsField, readPaymentTerms } from '@/web/components/ui/payment-terms-field';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea';
import { errorMessage } from '@/web/lib/api';
import type { FieldErrors } from '@/web/lib/form';
import { apiPathErrors, useDocumentSettings, useSaveDocumentSettings, zodPathErrors } from './document-settings-api';
import { NumberingFields } from './numbering-fields';

const roundingOptions = (['floor', 'ceil', 'round'] as const).map((m) => ({ value: m, label: roundingModeLabels[m] }));
const dateStyleOptions = dateStyles.map((style) => ({ value: style, label: dateStyleLabels[style] }));

/** The form's values in the shape of documentSettingsInput, for the shared schema to check. */
function readSettings(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  // Left empty, 次の番号 is missing rather than 0, so the message asks for a number.
  const number = (name: string) => (text(name).trim() === '' ? undefined : Number(toHalfWidth(text(name).trim())));
  const perKind = <T,>(read: (kind: DocumentKind) => T) => Object.fromEntries(documentKinds.map((kind) => [kind, read(kind)]));
  return {
    roundingMode: text('roundingMode'),
    numbering: perKind((kind) => ({
      template: text(`numbering.${kind}.template`),
      reset: text(`numbering.${kind}.reset`),
      nextNumber: number(`numbering.${kind}.nextNumber`),
    })),
    defaultNotes: perKind((kind) => text(`defaultNotes.${kind}`)),
    defaultPaymentTerms: readPaymentTerms(form),
    dateStyle: text('dateStyle'),
    codePrefixes: { customer: text('codePrefixes.customer'), product: text('codePrefixes.product') },
  };
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const hasFieldErrors = Object.keys(errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInJapan();

  // The form is long: take the user to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = documentSettingsInput.safeParse(readSettings(event.currentTarget));
    if (!parsed.success) return setErrors(zodPathErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('保存しました'),
      onError: (error) => setErrors(apiPathErrors(error)),
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="帳票設定" className="grid gap-6">
      {save.isError && !hasFieldErrors && <Alert>{errorMessage(save.error)}</Alert>}
      <Card>
        <CardContent className="grid gap-6">
          <RadioGroupField
            name="roundingMode"
            legend="端数処理"
            options={roundingOptions}
            defaultValue={settings.roundingMode}
            error={errors.roundingMode}
            hint="消費税は帳票ごと・税率ごとに1回だけ端数処理します（インボイス制度のルール）。"
          />
          <RadioGroupField
            name="dateStyle"
            legend="PDFの日付の表記"
            options={dateStyleOptions}
            defaultValue={settings.dateStyle}
            error={errors.dateStyle}
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
            <NumberingFields kind={kind} defaultValue={settings.numbering[kind]} today={today} errors={errors} />
            <TextareaField
              id={`default-notes-${kind}`}
              name={`defaultNotes.${kind}`}
              label="備考の既定値"
              rows={3}
              defaultValue={settings.defaultNotes[kind]}
              error={errors[`defaultNotes.${kind}`]}
              hint={`新しく作る${kindInfo[kind].title}の備考に最初から入ります。`}
            />
            {kind === 'invoice' && (
              <PaymentTermsField
                idPrefix="default-payment-terms"
                legend="既定の支払条件"
                defaultValue={settings.defaultPaymentTerms}
                error={errors.defaultPaymentTerms}
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
              key={entity}
              id={`code-prefix-${entity}`}
              name={`codePrefixes.${entity}`}
              label={`${entity === 'customer' ? '顧客' : '商品'}コードの接頭辞`}
              defaultValue={settings.codePrefixes[entity]}
              error={errors[`codePrefixes.${entity}`]}
              autoComplete="off"
              spellCheck={false}
              maxLength={10}
              hint={`コードを空欄で登録すると ${settings.codePrefixes[entity]}0001 のように自動で付けます。`}
            />
          ))}
        </CardContent>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t bg-background/95 px-1 py-3 backdrop-blur">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? '保存中...' : '保存'}
        </Button>
      </div>
    </form>
  );
}
