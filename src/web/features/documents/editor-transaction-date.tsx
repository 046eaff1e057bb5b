import type { DocumentKind } from '@/core/documents';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { EditorDateField } from './editor-date-field';
import type { Draft } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorTransactionDateProps = { kind: DocumentKind; draft: Draft; errors: EditorErrors; actions: EditorActions };

const modeOptions = [
  { value: 'date', label: '取引日' },
  { value: 'period', label: '対象期間' },
];

/**
 * 取引年月日 (消費税法57条の4): the day of the transaction, or the period a monthly invoice
 * covers. An invoice issued with neither gets its issue date.
 */
export function EditorTransactionDate({ kind, draft, errors, actions }: EditorTransactionDateProps) {
  const hints: Partial<Record<DocumentKind, string>> = {
    invoice: '適格請求書の記載事項です。空欄のまま発行すると発行日が取引年月日になります。',
    credit_note: '返品・値引きを行った日です。空欄のまま発行すると発行日になります。',
  };
  const hint = hints[kind] ?? '記載する場合だけ入力してください。';
  const dateField = (name: 'transactionDate' | 'periodFrom' | 'periodTo', label: string) => (
    <EditorDateField name={name} label={label} draft={draft} errors={errors} actions={actions} />
  );
  return (
    <div className="grid gap-4 sm:col-span-2 lg:col-span-4 lg:grid-cols-4">
      <RadioGroupField
        name="transactionMode"
        legend="取引年月日"
        options={modeOptions}
        defaultValue={draft.transactionMode}
        hint={hint}
        className="lg:col-span-2"
        onValueChange={(value) => actions.setField('transactionMode', value)}
      />
      {draft.transactionMode === 'date' ? (
        dateField('transactionDate', '取引日')
      ) : (
        <>
          {dateField('periodFrom', '対象期間（開始）')}
          {dateField('periodTo', '対象期間（終了）')}
        </>
      )}
    </div>
  );
}
