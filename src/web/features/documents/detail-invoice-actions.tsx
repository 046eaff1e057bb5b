import { ReceiptJapaneseYen, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/api-types';
import { defaultReceiptPurpose } from '@/core/documents';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { Input } from '@/web/components/ui/input';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { TextField } from '@/web/components/ui/text-field';
import { detailPath, editPath } from './detail-paths';
import { useDocumentActions } from './documents-api';

const scopes = [
  { value: 'all', label: '全額' },
  { value: 'lines', label: '明細を選ぶ' },
] as const;

/** 返品・値引き: the whole invoice or chosen lines (quantities may be lowered) become a draft credit note. */
function CreditNoteDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { creditNote } = useDocumentActions('invoice');
  const navigate = useNavigate();
  const [scope, setScope] = useState<string>('all');

  function handleSubmit(form: HTMLFormElement) {
    const data = new FormData(form);
    const lines =
      scope === 'all'
        ? undefined
        : doc.lines.flatMap((_line, index) =>
            data.get(`line-${index}`) === 'on' ? [{ index, quantity: String(data.get(`quantity-${index}`) ?? '') }] : [],
          );
    creditNote.mutate(
      { id: doc.id, lines },
      {
        onSuccess: (draft) => {
          toast.success('返品・値引きの下書きを作成しました');
          navigate(editPath(draft.kind, draft.id));
        },
      },
    );
  }

  return (
    <FormDialog
      title="返品・値引きを作成"
      description={`請求書 ${doc.numberLabel} から返還請求書の下書きを作成します。`}
      submitLabel="下書きを作成"
      pendingLabel="作成中..."
      isPending={creditNote.isPending}
      error={creditNote.error}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <RadioGroupField name="scope" legend="対象" options={scopes} defaultValue="all" onValueChange={setScope} />
      {scope === 'lines' && (
        <ul className="grid gap-2">
          {doc.lines.map((line, index) =>
            line.kind === 'heading' ? null : (
              <li key={line.id} className="flex items-center gap-3">
                <CheckboxField id={`credit-line-${index}`} name={`line-${index}`} label={line.name} className="flex-1" />
                <Input
                  name={`quantity-${index}`}
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
    </FormDialog>
  );
}

/** 領収書を発行 for a 入金済 invoice: 宛名 (blank: the invoice's customer) and 但し書き. */
function ReceiptDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { receipt } = useDocumentActions('invoice');
  const navigate = useNavigate();

  function handleSubmit(form: HTMLFormElement) {
    const data = new FormData(form);
    receipt.mutate(
      { id: doc.id, addressee: String(data.get('addressee') ?? ''), purpose: String(data.get('purpose') ?? '') },
      {
        onSuccess: (issued) => {
          toast.success(`領収書を発行しました（番号 ${issued.numberLabel}）`);
          navigate(detailPath(issued.kind, issued.id));
        },
      },
    );
  }

  return (
    <FormDialog
      title="領収書を発行"
      description={`請求書 ${doc.numberLabel} の入金に対する領収書を発行します。`}
      submitLabel="発行する"
      pendingLabel="発行中..."
      isPending={receipt.isPending}
      error={receipt.error}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField id="receipt-addressee" name="addressee" label="宛名" placeholder={doc.counterpartyName} maxLength={100} />
      <TextField id="receipt-purpose" name="purpose" label="但し書き" placeholder={defaultReceiptPurpose} maxLength={100} />
    </FormDialog>
  );
}

/** The money side of an issued invoice: 返品・値引き, and once paid 領収書を発行. */
export function DetailInvoiceActions({ doc }: { doc: SalesDocument }) {
  const [open, setOpen] = useState<'credit' | 'receipt' | null>(null);
  if (doc.kind !== 'invoice' || doc.status === 'draft' || !doc.isLatest) return null;
  const hasReceipt = doc.derived.some((d) => d.kind === 'receipt' && d.status !== 'draft');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('credit')}>
        <Undo2 aria-hidden />
        返品・値引き
      </Button>
      {doc.status === 'paid' && !hasReceipt && (
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
