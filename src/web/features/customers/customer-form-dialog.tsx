import type { Customer } from '@/core/api-types';
import { customerInput } from '@/core/schemas/customers';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { ActiveField, MasterFields } from '@/web/components/ui/master-fields';
import { PaymentTermsField, readPaymentTerms } from '@/web/components/ui/payment-terms-field';
import { PostalCodeField } from '@/web/components/ui/postal-code-field';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { RegistrationNumberField } from '@/web/components/ui/registration-number-field';
import { TextField } from '@/web/components/ui/text-field';
import { TextareaField } from '@/web/components/ui/textarea';
import { formChecked, formValues } from '@/web/lib/form';
import { useMasterForm } from '@/web/lib/use-master-form';

const honorificOptions = [
  { value: '御中', label: '御中（会社・部署）' },
  { value: '様', label: '様（個人）' },
];
const textFields = [
  'code',
  'name',
  'kana',
  'honorific',
  'department',
  'contactPerson',
  'postalCode',
  'address',
  'phone',
  'email',
  'registrationNumber',
  'notes',
] as const;

type CustomerFormDialogProps = { customer?: Customer; onClose: () => void };

/** Registers or edits a customer: the addressee of documents, with registration number and payment terms. */
export function CustomerFormDialog({ customer, onClose }: CustomerFormDialogProps) {
  const form = useMasterForm({ resource: 'customers', noun: '顧客', schema: customerInput, row: customer, onClose });
  const { errors } = form;

  function handleSubmit(element: HTMLFormElement) {
    form.submit({
      ...formValues(element, textFields),
      paymentTerms: readPaymentTerms(element),
      isActive: formChecked(element, 'isActive'),
    });
  }

  return (
    <FormDialog
      title={customer ? '顧客の編集' : '顧客の新規登録'}
      submitLabel={customer ? '保存' : '登録'}
      isPending={form.isPending}
      error={form.formError}
      onSubmit={handleSubmit}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <MasterFields idPrefix="customer" noun="顧客" defaultValue={customer} errors={errors} />
      <RadioGroupField
        name="honorific"
        legend="敬称"
        options={honorificOptions}
        defaultValue={customer?.honorific ?? '御中'}
        error={errors.honorific}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField id="customer-department" name="department" label="部署" defaultValue={customer?.department} error={errors.department} />
        <TextField
          id="customer-contact"
          name="contactPerson"
          label="担当者名"
          defaultValue={customer?.contactPerson}
          error={errors.contactPerson}
          autoComplete="off"
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <PostalCodeField
          id="customer-postal-code"
          name="postalCode"
          addressFieldId="customer-address"
          defaultValue={customer?.postalCode}
          error={errors.postalCode}
        />
        <TextField id="customer-address" name="address" label="住所" defaultValue={customer?.address} error={errors.address} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="customer-phone"
          name="phone"
          type="tel"
          label="電話番号"
          inputMode="tel"
          placeholder="03-1234-5678"
          defaultValue={customer?.phone}
          error={errors.phone}
        />
        <TextField
          id="customer-email"
          name="email"
          type="email"
          label="メールアドレス"
          inputMode="email"
          defaultValue={customer?.email}
          error={errors.email}
          autoComplete="off"
        />
      </div>
      <RegistrationNumberField
        id="customer-registration-number"
        name="registrationNumber"
        defaultValue={customer?.registrationNumber}
        error={errors.registrationNumber}
      />
      <PaymentTermsField idPrefix="customer-terms" defaultValue={customer?.paymentTerms ?? null} error={errors.paymentTerms} />
      <TextareaField id="customer-notes" name="notes" label="備考" rows={3} defaultValue={customer?.notes} error={errors.notes} />
      <ActiveField idPrefix="customer" defaultChecked={customer?.isActive ?? true} />
    </FormDialog>
  );
}
