import { useState } from 'react';
import { toast } from 'sonner';
import type { BankAccount } from '@/core/api-types';
import { bankAccountInput, bankAccountTypes } from '@/core/schemas/document-settings';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formChecked, formValues, zodFieldErrors } from '@/web/lib/form';
import { useSaveBankAccount } from './bank-accounts-api';

const typeOptions = bankAccountTypes.map((t) => ({ value: t, label: t }));

type BankAccountFormDialogProps = {
  /** The account being edited; absent when adding one. */
  account?: BankAccount;
  /** The first account is the default unless the user says otherwise. */
  isFirst: boolean;
  onClose: () => void;
};

/** Adds or edits a 振込先. The shared schema checks it first, so mistakes show without a request. */
export function BankAccountFormDialog({ account, isFirst, onClose }: BankAccountFormDialogProps) {
  const save = useSaveBankAccount(account);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const serverErrors = apiFieldErrors(save.error);
  const errors = { ...serverErrors, ...clientErrors };
  const hasServerFieldErrors = Object.keys(serverErrors).length > 0;

  function handleSubmit(form: HTMLFormElement) {
    const values = formValues(form, ['bankName', 'branchName', 'accountType', 'accountNumber', 'accountHolder'] as const);
    const parsed = bankAccountInput.safeParse({ ...values, isDefault: formChecked(form, 'isDefault') });
    if (!parsed.success) {
      save.reset();
      return setClientErrors(zodFieldErrors(parsed.error));
    }
    setClientErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(account ? '保存しました' : '振込先を追加しました');
        onClose();
      },
    });
  }

  return (
    <FormDialog
      title={account ? '振込先の編集' : '振込先の追加'}
      submitLabel={account ? '保存' : '追加'}
      isPending={save.isPending}
      error={hasServerFieldErrors ? undefined : save.error}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField
          id="bank-name"
          name="bankName"
          label="銀行名"
          defaultValue={account?.bankName}
          error={errors.bankName}
          placeholder="〇〇銀行"
        />
        <TextField
          id="bank-branch-name"
          name="branchName"
          label="支店名"
          defaultValue={account?.branchName}
          error={errors.branchName}
          placeholder="本店営業部"
        />
      </div>
      <RadioGroupField
        name="accountType"
        legend="口座種別"
        options={typeOptions}
        defaultValue={account?.accountType ?? '普通'}
        error={errors.accountType}
      />
      <TextField
        id="bank-account-number"
        name="accountNumber"
        label="口座番号"
        defaultValue={account?.accountNumber}
        error={errors.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234567"
        className="sm:max-w-48"
        hint="7桁の数字"
      />
      <TextField
        id="bank-account-holder"
        name="accountHolder"
        label="口座名義"
        defaultValue={account?.accountHolder}
        error={errors.accountHolder}
        autoComplete="off"
        placeholder="カ）ヤマダショウジ"
        hint="通帳に記載のカナで入力してください。"
      />
      <CheckboxField
        id="bank-is-default"
        name="isDefault"
        label="請求書の既定の振込先にする"
        defaultChecked={account?.isDefault ?? isFirst}
      />
    </FormDialog>
  );
}
