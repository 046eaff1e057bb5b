import { useState } from 'react';
import { toast } from 'sonner';
import type { Payment } from '@/core/contracts/payments';
import { todayInJapan } from '@/core/documents';
import { paymentInput } from '@/core/schemas/payments';
import { parseYen, YenField } from '@/web/components/ui/fields/yen-field';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { ApiRequestError } from '@/web/lib/api';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { AllocationTable } from './allocation-table';
import { useCustomerChoices, useSavePayment } from './payments-api';

type PaymentFormDialogProps = {
  /** The payment being edited; absent when recording one. */
  payment?: Payment;
  /** The customer to start with (from 売掛金's 入金を登録). */
  customerId?: string;
  onClose: () => void;
};

/** Allocation amounts as typed, by invoice id. */
export type AllocationDrafts = Record<string, string>;

/**
 * 入金の登録・編集: the money that arrived, the 振込手数料 deducted, and which invoices it settles.
 * The allocations are state (one amount per open invoice); the rest are the form's inputs.
 */
export function PaymentFormDialog({ payment, customerId: initialCustomer = '', onClose }: PaymentFormDialogProps) {
  const save = useSavePayment(payment);
  const [customerId, setCustomerId] = useState(payment?.customerId ?? initialCustomer);
  const [search, setSearch] = useState('');
  const choices = useCustomerChoices(useDebouncedValue(search, 250));
  const [amount, setAmount] = useState(payment?.amount ?? 0);
  const [fee, setFee] = useState(payment?.fee ?? 0);
  const [drafts, setDrafts] = useState<AllocationDrafts>(() =>
    Object.fromEntries((payment?.allocations ?? []).map((a) => [a.documentId, String(a.amount)])),
  );
  // A new payment is set against what it matches until the user allocates by hand.
  const [isProposing, setIsProposing] = useState(!payment);
  // The server's question when money would be left as 前受金 while the customer still owes.
  const [advanceQuestion, setAdvanceQuestion] = useState<string | null>(null);

  const form = useSchemaForm({
    schema: paymentInput,
    defaultValues: {
      paymentDate: payment?.paymentDate ?? todayInJapan(),
      payerName: payment?.payerName ?? '',
      memo: payment?.memo ?? '',
    },
    prepare: (values) => ({
      ...values,
      allocations: Object.entries(drafts)
        .filter(([, text]) => text.trim() !== '' && parseYen(text) !== 0)
        .map(([documentId, text]) => ({ documentId, amount: text })),
    }),
    onSubmit: async (input) => {
      try {
        await save.mutateAsync({ ...input, confirmAdvance: advanceQuestion !== null });
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'ADVANCE_UNCONFIRMED') {
          setAdvanceQuestion(error.message);
          return;
        }
        throw error;
      }
      toast.success(payment ? '入金を保存しました' : '入金を登録しました');
      onClose();
    },
  });

  const options = (choices.data ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }));
  // The chosen customer stays a choice while another search is shown.
  if (payment && !options.some((o) => o.value === payment.customerId))
    options.unshift({ value: payment.customerId, label: `${payment.customerCode} ${payment.customerName}` });

  function handleCustomerChange(id: string) {
    setCustomerId(id);
    setDrafts({});
    setIsProposing(!payment);
    setAdvanceQuestion(null);
  }

  function handleEdit(next: AllocationDrafts) {
    setIsProposing(false);
    setAdvanceQuestion(null);
    setDrafts(next);
  }

  return (
    <FormDialog
      title={payment ? '入金の編集' : '入金の登録'}
      submitLabel={advanceQuestion ? '前受金として登録' : payment ? '保存' : '登録'}
      form={form}
      onClose={onClose}
      className="sm:max-w-3xl"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="payment-customer-search"
          label="顧客を検索"
          type="search"
          autoComplete="off"
          value={search}
          placeholder="コード・名称・フリガナ"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SelectField
          {...form.field('customerId')}
          id="payment-customer"
          label="顧客"
          placeholder="選択してください"
          options={options}
          value={customerId}
          onChange={(event) => handleCustomerChange(event.currentTarget.value)}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField {...form.field('paymentDate')} id="payment-date" label="入金日" type="date" />
        <YenField
          {...form.field('amount')}
          id="payment-amount"
          label="入金額"
          defaultValue={payment?.amount}
          onInput={(event) => setAmount(parseYen(event.currentTarget.value) ?? 0)}
        />
        <YenField
          {...form.field('fee')}
          id="payment-fee"
          label="振込手数料（先方負担）"
          defaultValue={payment?.fee}
          hint="差し引かれた手数料。入金額と合わせて請求額に充てます"
          onInput={(event) => setFee(parseYen(event.currentTarget.value) ?? 0)}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField {...form.field('payerName')} id="payment-payer" label="振込名義" autoComplete="off" placeholder="カ）アオゾラシヨウジ" />
        <TextField {...form.field('memo')} id="payment-memo" label="メモ" autoComplete="off" />
      </div>
      <AllocationTable
        customerId={customerId}
        paymentId={payment?.id}
        available={amount + fee}
        drafts={drafts}
        error={form.error('allocations')}
        isProposing={isProposing}
        onChange={setDrafts}
        onEdit={handleEdit}
      />
      {advanceQuestion && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {advanceQuestion}。よろしければ「前受金として登録」を押してください。
        </p>
      )}
    </FormDialog>
  );
}
