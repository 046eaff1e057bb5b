import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { paymentDeadlineWarning } from '@/core/payment-deadline';
import { TextField } from '@/web/components/ui/primitives/text-field';
import type { Draft, HeaderFieldName } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorPurchaseFieldsProps = {
  draft: Draft;
  errors: EditorErrors;
  actions: EditorActions;
  dateField: (name: HeaderFieldName, label: string, hint?: ReactNode) => ReactNode;
};

/**
 * 発注書: 納期, 納品場所, and the terms 取適法 (旧下請法) asks an order to state — 受領日,
 * 検査完了期日, 支払期日 and 支払方法. A 支払期日 past the 60th day from receipt is warned about
 * here as the server computes it; issuing such an order needs an explicit confirmation.
 */
export function EditorPurchaseFields({ draft, errors, actions, dateField }: EditorPurchaseFieldsProps) {
  const late = paymentDeadlineWarning({
    receivedDate: draft.receivedDate || null,
    deliveryDate: draft.deliveryDate || null,
    dueDate: draft.dueDate || null,
  });
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
      {dateField('receivedDate', '受領日', '未定なら空欄（支払期日は納期から数えます）')}
      {dateField('inspectionDueDate', '検査完了期日')}
      {dateField('dueDate', '支払期日')}
      <TextField
        id="doc-payment-method"
        label="支払方法"
        className="sm:col-span-2"
        maxLength={100}
        placeholder="銀行振込 など"
        value={draft.paymentMethod}
        error={errors.paymentMethod}
        onChange={(event) => actions.setField('paymentMethod', event.target.value)}
      />
      {late && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 sm:col-span-2 lg:col-span-4 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {late.message}
        </p>
      )}
    </>
  );
}
