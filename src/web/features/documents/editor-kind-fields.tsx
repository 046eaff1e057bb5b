import type { ReactNode } from 'react';
import type { BankAccount } from '@/core/contracts/document-settings';
import type { DocumentKind } from '@/core/documents';
import { paymentTermsLabel } from '@/core/schemas/customers';
import { Button } from '@/web/components/ui/primitives/button';
import { SelectField } from '@/web/components/ui/primitives/select';
import { EditorDateField } from './editor-date-field';
import type { Draft, HeaderFieldName } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import { EditorPurchaseFields } from './editor-purchase-fields';
import type { EditorActions } from './use-editor-state';

type EditorKindFieldsProps = {
  kind: DocumentKind;
  draft: Draft;
  errors: EditorErrors;
  isDueDateManual: boolean;
  bankAccounts: BankAccount[];
  actions: EditorActions;
};

const bankLabel = (b: BankAccount) => `${b.bankName} ${b.branchName} ${b.accountType} ${b.accountNumber}`;

/** The header fields that only some kinds have (core/document-fields): 有効期限, 納期, 支払期限, 振込先 and the 発注書's own. */
export function EditorKindFields({ kind, draft, errors, isDueDateManual, bankAccounts, actions }: EditorKindFieldsProps) {
  const dateField = (name: HeaderFieldName, label: string, hint?: ReactNode) => (
    <EditorDateField name={name} label={label} hint={hint} draft={draft} errors={errors} actions={actions} />
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

  if (kind === 'purchase_order') return <EditorPurchaseFields draft={draft} errors={errors} actions={actions} dateField={dateField} />;
  // 返品・値引き and 領収書 have no dates or terms of their own beyond 取引年月日 (shown apart).
  return null;
}
