import { CircleCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { canSetStatus, type DocumentStatus, kindInfo, statusLabels, todayInJapan } from '@/core/documents';
import { documentStatusInput } from '@/core/schemas/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useDocumentActions } from './documents-api';

/** Whether moving to `to` takes an outcome back (入金済 → 送付済) rather than forward. */
const isUndo = (doc: SalesDocument, to: DocumentStatus) =>
  (to === 'sent' || to === 'issued') && kindInfo[doc.kind].outcomes.includes(doc.status);

/** The moves a user may make by hand from the current status: 受注・失注, 入金済, 納品済, 送付済, and back. */
export function DetailStatusActions({ doc }: { doc: SalesDocument }) {
  const { setStatus } = useDocumentActions(doc.kind);
  const [isPaidOpen, setIsPaidOpen] = useState(false);
  const targets = kindInfo[doc.kind].statuses.filter((to) => canSetStatus(doc.kind, doc.status, to));

  function handleSet(status: DocumentStatus) {
    setStatus.mutate(
      { id: doc.id, input: { status, paidDate: null } },
      {
        onSuccess: () => toast.success(`状態を「${statusLabels[status]}」にしました`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <>
      {targets.map((to) => {
        const isBack = isUndo(doc, to);
        const Icon = isBack ? Undo2 : CircleCheck;
        return (
          <Button
            key={to}
            variant="outline"
            disabled={setStatus.isPending}
            onClick={() => (to === 'paid' ? setIsPaidOpen(true) : handleSet(to))}
          >
            <Icon aria-hidden />
            {isBack ? `${statusLabels[to]}に戻す` : `${statusLabels[to]}にする`}
          </Button>
        );
      })}
      {isPaidOpen && <PaidDialog doc={doc} onClose={() => setIsPaidOpen(false)} />}
    </>
  );
}

/** 入金済にする asks for the day the payment was seen; its errors show beside the date. */
function PaidDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { setStatus } = useDocumentActions(doc.kind);
  const form = useSchemaForm({
    schema: documentStatusInput,
    defaultValues: { paidDate: todayInJapan() },
    // The schema lets other moves go without a date; this one needs it.
    check: ({ paidDate }) => (paidDate ? {} : { paidDate: '入金日を入力してください' }),
    prepare: (values) => ({ ...values, status: 'paid' }),
    onSubmit: async (input) => {
      await setStatus.mutateAsync({ id: doc.id, input });
      toast.success(`状態を「${statusLabels.paid}」にしました`);
      onClose();
    },
  });

  return (
    <FormDialog
      title="入金済にする"
      description="入金を確認した日を入力してください。"
      submitLabel="入金済にする"
      pendingLabel="更新中..."
      form={form}
      onClose={onClose}
      className="max-w-sm"
    >
      <TextField {...form.field('paidDate')} id="paid-date" type="date" label="入金日" required />
    </FormDialog>
  );
}
