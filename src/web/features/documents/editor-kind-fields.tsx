import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BankAccount } from '@/core/api-types';
import { type DocumentKind, daysBetween, maxPaymentDaysAfterDelivery } from '@/core/documents';
import { paymentTermsLabel } from '@/core/schemas/customers';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select';
import { TextField } from '@/web/components/ui/text-field';
import type { Draft, HeaderFieldName } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorKindFieldsProps = {
  kind: DocumentKind;
  draft: Draft;
  errors: EditorErrors;
  isDueDateManual: boolean;
  bankAccounts: BankAccount[];
  actions: EditorActions;
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const bankLabel = (b: BankAccount) => `${b.bankName} ${b.branchName} ${b.accountType} ${b.accountNumber}`;

/** The header fields that only some kinds have: 有効期限, 納期, 支払期限, 振込先, 納品場所. */
export function EditorKindFields({ kind, draft, errors, isDueDateManual, bankAccounts, actions }: EditorKindFieldsProps) {
  const dateField = (name: HeaderFieldName, label: string, hint?: ReactNode) => (
    <TextField
      id={`doc-${name}`}
      type="date"
      label={label}
      value={draft[name]}
      error={errors[name]}
      hint={hint}
      onChange={(event) => actions.setField(name, event.target.value)}
    />
  );

  if (kind === 'quotation') {
    return (
      <>
        {dateField('validUntil', '有効期限')}
        {dateField('deliveryDate', '納期')}
      </>
    );
  }
  if (kind === 'delivery_note') return dateField('deliveryDate', '納品日');

  if (kind === 'invoice') {
    const terms = draft.paymentTerms;
    const dueHint = terms ? (
      <span className="flex flex-wrap items-center gap-x-2">
        支払条件: {paymentTermsLabel(terms)}
        {isDueDateManual ? (
          <Button variant="link" size="sm" className="h-auto text-xs" onClick={actions.recalculateDueDate}>
            支払条件から再計算
          </Button>
        ) : (
          '（発行日から自動計算）'
        )}
      </span>
    ) : (
      '取引先に支払条件があれば、選んだときに自動で入ります。'
    );
    return (
      <>
        {dateField('dueDate', '支払期限', dueHint)}
        <SelectField
          id="doc-bank-account"
          label="振込先"
          className="sm:col-span-2 lg:col-span-3"
          options={bankAccounts.map((b) => ({ value: b.id, label: bankLabel(b) }))}
          placeholder="記載しない"
          value={draft.bankAccountId}
          error={errors.bankAccountId}
          hint={bankAccounts.length === 0 ? '振込先は「設定」の口座情報で登録できます。' : undefined}
          onChange={(event) => actions.setField('bankAccountId', event.target.value)}
        />
      </>
    );
  }

  // 発注書: フリーランス法 asks payment within 60 days of receiving the work; a warning, not a rule.
  const isLatePayment =
    isDate(draft.deliveryDate) && isDate(draft.dueDate) && daysBetween(draft.deliveryDate, draft.dueDate) > maxPaymentDaysAfterDelivery;
  return (
    <>
      {dateField('deliveryDate', '納期')}
      <TextField
        id="doc-delivery-place"
        label="納品場所"
        className="sm:col-span-2"
        maxLength={200}
        value={draft.deliveryPlace}
        error={errors.deliveryPlace}
        onChange={(event) => actions.setField('deliveryPlace', event.target.value)}
      />
      {dateField('dueDate', '支払期日')}
      {isLatePayment && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 sm:col-span-2 lg:col-span-4 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {`支払期日が納期から${maxPaymentDaysAfterDelivery}日を超えています（フリーランス法では受領日から${maxPaymentDaysAfterDelivery}日以内の支払いが必要です）`}
        </p>
      )}
    </>
  );
}
