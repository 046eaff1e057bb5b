import type { Customer } from '@/core/contracts/customers';
import { pdfLanguageLabels, pdfLanguages } from '@/core/pdf-languages';
import { isAdminRole } from '@/core/permissions';
import { customerInput } from '@/core/schemas/customers';
import { PaymentTermsField, paymentTermsOf } from '@/web/components/ui/fields/payment-terms-field';
import { PostalCodeField } from '@/web/components/ui/fields/postal-code-field';
import { RegistrationNumberField } from '@/web/components/ui/fields/registration-number-field';
import { ActiveField, MasterFields } from '@/web/components/ui/master-data/master-fields';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { useMe } from '@/web/lib/session';
import { useMasterForm } from '@/web/lib/use-master-form';
import { EraseCustomerSection, ErasedCustomerDialog } from './erase-customer';

const pdfLanguageOptions = pdfLanguages.map((l) => ({ value: l, label: pdfLanguageLabels[l] }));
const honorificOptions = [
  { value: '御中', label: '御中（会社・部署）' },
  { value: '様', label: '様（個人）' },
];
type CustomerFormDialogProps = { customer?: Customer; onClose: () => void };

/** Registers or edits a customer: the addressee of documents, with registration number and payment terms. */
export function CustomerFormDialog({ customer, onClose }: CustomerFormDialogProps) {
  if (customer?.erasedAt) return <ErasedCustomerDialog customer={customer} onClose={onClose} />;
  return <CustomerForm customer={customer} onClose={onClose} />;
}

function CustomerForm({ customer, onClose }: CustomerFormDialogProps) {
  const me = useMe().data;
  const canErase = Boolean(me && isAdminRole(me.user.role));
  const form = useMasterForm({
    resource: 'customers',
    noun: '顧客',
    schema: customerInput,
    row: customer,
    onClose,
    defaultValues: {
      ...customer,
      honorific: customer?.honorific ?? '御中',
      pdfLanguage: customer?.pdfLanguage ?? 'ja',
      isActive: customer?.isActive ?? true,
      paymentTerms: null,
    },
    prepare: (values) => ({ ...values, paymentTerms: paymentTermsOf(values.paymentTerms) }),
  });

  return (
    <FormDialog
      title={customer ? '顧客の編集' : '顧客の新規登録'}
      submitLabel={customer ? '保存' : '登録'}
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <MasterFields idPrefix="customer" noun="顧客" form={form} />
      <RadioGroupField {...form.field('honorific')} legend="敬称" options={honorificOptions} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField {...form.field('department')} id="customer-department" label="部署" />
        <TextField {...form.field('contactPerson')} id="customer-contact" label="担当者名" autoComplete="off" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <PostalCodeField {...form.field('postalCode')} id="customer-postal-code" addressFieldId="customer-address" />
        <TextField {...form.field('address')} id="customer-address" label="住所" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField {...form.field('phone')} id="customer-phone" type="tel" label="電話番号" inputMode="tel" placeholder="03-1234-5678" />
        <TextField {...form.field('email')} id="customer-email" type="email" label="メールアドレス" inputMode="email" autoComplete="off" />
      </div>
      <RegistrationNumberField {...form.field('registrationNumber')} id="customer-registration-number" />
      <PaymentTermsField
        idPrefix="customer-terms"
        register={(part) => form.field(`paymentTerms.${part}`)}
        defaultValue={customer?.paymentTerms ?? null}
        error={form.error('paymentTerms')}
      />
      <RadioGroupField
        {...form.field('pdfLanguage')}
        legend="帳票の言語"
        options={pdfLanguageOptions}
        hint="この顧客に発行する帳票PDFの言語です。日英は「請求書 / INVOICE」のように両方を併記します。帳票ごとに変更もできます。"
      />
      <TextareaField {...form.field('notes')} id="customer-notes" label="備考" rows={3} />
      <ActiveField idPrefix="customer" form={form} />
      {customer && canErase && <EraseCustomerSection customer={customer} onErased={onClose} />}
    </FormDialog>
  );
}
