import { toast } from 'sonner';
import type { BankAccount } from '@/core/contracts/document-settings';
import { bankAccountInput, bankAccountTypes } from '@/core/schemas/document-settings';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
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
  const form = useSchemaForm({
    schema: bankAccountInput,
    defaultValues: { ...account, accountType: account?.accountType ?? '普通', isDefault: account?.isDefault ?? isFirst },
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success(account ? '保存しました' : '振込先を追加しました');
      onClose();
    },
  });

  return (
    <FormDialog title={account ? '振込先の編集' : '振込先の追加'} submitLabel={account ? '保存' : '追加'} form={form} onClose={onClose}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField {...form.field('bankName')} id="bank-name" label="銀行名" placeholder="〇〇銀行" />
        <TextField {...form.field('branchName')} id="bank-branch-name" label="支店名" placeholder="本店営業部" />
      </div>
      <RadioGroupField {...form.field('accountType')} legend="口座種別" options={typeOptions} />
      <TextField
        {...form.field('accountNumber')}
        id="bank-account-number"
        label="口座番号"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1234567"
        className="sm:max-w-48"
        hint="7桁の数字"
      />
      <TextField
        {...form.field('accountHolder')}
        id="bank-account-holder"
        label="口座名義"
        autoComplete="off"
        placeholder="カ）ヤマダショウジ"
        hint="通帳に記載のカナで入力してください。"
      />
      <CheckboxField {...form.checkbox('isDefault')} id="bank-is-default" label="請求書の既定の振込先にする" />
    </FormDialog>
  );
}
