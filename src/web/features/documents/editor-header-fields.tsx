import type { BankAccount } from '@/core/contracts/document-settings';
import { type DocumentKind, defaultReceiptAddressee, defaultReceiptPurpose, kindInfo } from '@/core/documents';
import { priceModeLabels, priceModes } from '@/core/money';
import { pdfLanguageLabels, pdfLanguages } from '@/core/pdf-languages';
import { honorifics } from '@/core/schemas/customers';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { CounterpartyPicker } from './editor-counterparty-picker';
import type { Draft } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import { EditorKindFields } from './editor-kind-fields';
import { EditorTransactionDate } from './editor-transaction-date';
import type { EditorActions } from './use-editor-state';

type EditorHeaderFieldsProps = {
  kind: DocumentKind;
  draft: Draft;
  errors: EditorErrors;
  isDueDateManual: boolean;
  bankAccounts: BankAccount[];
  actions: EditorActions;
};

const honorificOptions = honorifics.map((h) => ({ value: h, label: h }));
const priceModeOptions = priceModes.map((m) => ({ value: m, label: priceModeLabels[m] }));
const pdfLanguageOptions = pdfLanguages.map((l) => ({ value: l, label: pdfLanguageLabels[l] }));

/** 基本情報: date, counterparty, subject and the fields only some kinds print. */
export function EditorHeaderFields({ kind, draft, errors, isDueDateManual, bankAccounts, actions }: EditorHeaderFieldsProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>基本情報</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 items-start gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          id="doc-issue-date"
          type="date"
          label="発行日"
          required
          value={draft.issueDate}
          error={errors.issueDate}
          onChange={(event) => actions.setField('issueDate', event.target.value)}
        />
        <div className="sm:col-span-2">
          <CounterpartyPicker
            id="doc-counterparty"
            kind={kind}
            label={kindInfo[kind].counterpartyLabel}
            selectedName={draft.counterpartyName}
            error={errors.customerId}
            onPick={actions.pickCounterparty}
          />
        </div>
        <SelectField
          id="doc-honorific"
          label="敬称"
          options={honorificOptions}
          placeholder="取引先の設定に従う"
          value={draft.honorific}
          error={errors.honorific}
          onChange={(event) => actions.setField('honorific', event.target.value)}
        />
        {kind === 'receipt' && (
          <TextField
            id="doc-addressee"
            label="宛名（取引先を選ばない場合）"
            className="sm:col-span-2"
            placeholder={defaultReceiptAddressee}
            maxLength={100}
            value={draft.addressee}
            error={errors.addressee}
            onChange={(event) => actions.setField('addressee', event.target.value)}
          />
        )}
        <TextField
          id="doc-subject"
          label={kind === 'receipt' ? '但し書き' : '件名'}
          placeholder={kind === 'receipt' ? defaultReceiptPurpose : undefined}
          className="sm:col-span-2 lg:col-span-3"
          maxLength={100}
          value={draft.subject}
          error={errors.subject}
          onChange={(event) => actions.setField('subject', event.target.value)}
        />
        <SelectField
          id="doc-pdf-language"
          label="PDFの言語"
          options={pdfLanguageOptions}
          placeholder="取引先の設定に従う"
          value={draft.pdfLanguage}
          error={errors.pdfLanguage}
          onChange={(event) => actions.setField('pdfLanguage', event.target.value)}
        />
        <TextField
          id="doc-person-in-charge"
          label="担当者"
          maxLength={50}
          value={draft.personInCharge}
          error={errors.personInCharge}
          onChange={(event) => actions.setField('personInCharge', event.target.value)}
        />
        {/* Switching keeps the typed prices: they are read the other way, as the hint says. */}
        <RadioGroupField
          name="priceMode"
          legend="単価・金額の入力"
          className="sm:col-span-2 lg:col-span-4"
          options={priceModeOptions}
          defaultValue={draft.priceMode}
          error={errors.priceMode}
          hint="税込を選ぶと単価・金額を消費税込みで入力し、消費税（内消費税）は税率ごとの合計から計算します。入力済みの単価は変わりません。"
          onValueChange={(value) => actions.setField('priceMode', value)}
        />
        <EditorTransactionDate kind={kind} draft={draft} errors={errors} actions={actions} />
        <EditorKindFields
          kind={kind}
          draft={draft}
          errors={errors}
          isDueDateManual={isDueDateManual}
          bankAccounts={bankAccounts}
          actions={actions}
        />
      </CardContent>
    </Card>
  );
}
