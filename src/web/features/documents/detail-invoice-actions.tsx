import { ReceiptJapaneseYen, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { defaultReceiptPurpose, kindInfo } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import { creditNoteInput, receiptInput } from '@/core/schemas/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FieldError } from '@/web/components/ui/primitives/field';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import type { FormValue } from '@/web/lib/form';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { detailPath, editPath } from './detail-paths';
import { useDocumentActions } from './documents-api';

const scopes = [
  { value: 'all', label: '全額' },
  { value: 'lines', label: '明細を選ぶ' },
] as const;

/** The ticked lines (each line's checkbox is named by its `index`), with the quantity typed beside each. */
function chosenLines(lines: FormValue | undefined): { index: number; quantity: FormValue | undefined }[] {
  if (typeof lines !== 'object') return [];
  return Object.entries(lines).flatMap(([index, line]) =>
    typeof line === 'object' && line.index === true ? [{ index: Number(index), quantity: line.quantity }] : [],
  );
}

/** 返品・値引き: the whole invoice or statement, or chosen lines (quantities may be lowered), become a draft credit note. */
function CreditNoteDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { creditNote } = useDocumentActions(doc.kind);
  const navigate = useNavigate();
  const [scope, setScope] = useState<string>('all');
  const form = useSchemaForm({
    schema: creditNoteInput,
    extraFields: ['scope'],
    defaultValues: { scope: 'all' },
    prepare: (values) => ({ lines: scope === 'all' ? undefined : chosenLines(values.lines) }),
    onSubmit: async ({ lines }) => {
      const draft = await creditNote.mutateAsync({ id: doc.id, lines });
      toast.success('返品・値引きの下書きを作成しました');
      navigate(editPath(draft.kind, draft.id));
    },
  });

  return (
    <FormDialog
      title="返品・値引きを作成"
      description={`${kindInfo[doc.kind].title} ${doc.numberLabel} から返還請求書の下書きを作成します。`}
      submitLabel="下書きを作成"
      pendingLabel="作成中..."
      form={form}
      onClose={onClose}
    >
      <RadioGroupField {...form.field('scope')} legend="対象" options={scopes} onValueChange={setScope} />
      {scope === 'lines' && (
        <ul className="grid gap-2">
          {doc.lines.map((line, index) =>
            line.kind === 'heading' ? null : (
              <li key={line.id} className="flex items-center gap-3">
                <CheckboxField
                  {...form.checkbox(`lines.${index}.index`)}
                  id={`credit-line-${index}`}
                  label={line.name}
                  className="flex-1"
                />
                <Input
                  name={form.field(`lines.${index}.quantity`).name}
                  defaultValue={line.quantity}
                  aria-label={`${line.name}の数量`}
                  inputMode="decimal"
                  className="w-24 text-right"
                />
              </li>
            ),
          )}
        </ul>
      )}
      {scope === 'lines' && <FieldError error={form.error('lines')} />}
    </FormDialog>
  );
}

/** 領収書を発行 for a 入金済 invoice: 宛名 (blank: the invoice's customer) and 但し書き. */
function ReceiptDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { receipt } = useDocumentActions('invoice');
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: receiptInput,
    onSubmit: async (input) => {
      const issued = await receipt.mutateAsync({ id: doc.id, ...input });
      toast.success(`領収書を発行しました（番号 ${issued.numberLabel}）`);
      navigate(detailPath(issued.kind, issued.id));
    },
  });

  return (
    <FormDialog
      title="領収書を発行"
      description={`請求書 ${doc.numberLabel} の入金に対する領収書を発行します。`}
      submitLabel="発行する"
      pendingLabel="発行中..."
      form={form}
      onClose={onClose}
    >
      <TextField {...form.field('addressee')} id="receipt-addressee" label="宛名" placeholder={doc.counterpartyName} maxLength={100} />
      <TextField {...form.field('purpose')} id="receipt-purpose" label="但し書き" placeholder={defaultReceiptPurpose} maxLength={100} />
    </FormDialog>
  );
}

/** The money side of an issued invoice or 合計請求書: 返品・値引き, and once an invoice is paid 領収書を発行. */
export function DetailInvoiceActions({ doc }: { doc: SalesDocument }) {
  const [open, setOpen] = useState<'credit' | 'receipt' | null>(null);
  if (!isBilledKind(doc.kind) || doc.status === 'draft' || !doc.isLatest) return null;
  const hasReceipt = doc.derived.some((d) => d.kind === 'receipt' && d.status !== 'draft');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('credit')}>
        <Undo2 aria-hidden />
        返品・値引き
      </Button>
      {doc.kind === 'invoice' && doc.status === 'paid' && !hasReceipt && (
        <Button variant="outline" onClick={() => setOpen('receipt')}>
          <ReceiptJapaneseYen aria-hidden />
          領収書を発行
        </Button>
      )}
      {open === 'credit' && <CreditNoteDialog doc={doc} onClose={() => setOpen(null)} />}
      {open === 'receipt' && <ReceiptDialog doc={doc} onClose={() => setOpen(null)} />}
    </>
  );
}
