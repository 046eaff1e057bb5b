import { CircleCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/api-types';
import { canSetStatus, type DocumentStatus, kindInfo, statusLabels, todayInJapan } from '@/core/documents';
import { Button } from '@/web/components/ui/button';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api';
import { apiFieldErrors, formValues } from '@/web/lib/form';
import { useDocumentActions } from './documents-api';

/** Whether moving to `to` takes an outcome back (入金済 → 送付済) rather than forward. */
const isUndo = (doc: SalesDocument, to: DocumentStatus) =>
  (to === 'sent' || to === 'issued') && kindInfo[doc.kind].outcomes.includes(doc.status);

/** The moves a user may make by hand from the current status: 受注・失注, 入金済, 納品済, 送付済, and back. */
export function DetailStatusActions({ doc }: { doc: SalesDocument }) {
  const { setStatus } = useDocumentActions(doc.kind);
  const [isPaidOpen, setIsPaidOpen] = useState(false);
  const [paidDateError, setPaidDateError] = useState<string>();
  const targets = kindInfo[doc.kind].statuses.filter((to) => canSetStatus(doc.kind, doc.status, to));

  function handleSet(status: DocumentStatus, paidDate: string | null = null) {
    setStatus.mutate(
      { id: doc.id, input: { status, paidDate } },
      {
        onSuccess: () => {
          toast.success(`状態を「${statusLabels[status]}」にしました`);
          setIsPaidOpen(false);
        },
        // The paid dialog shows its own errors beside the date.
        onError: (error) => status !== 'paid' && toast.error(errorMessage(error)),
      },
    );
  }

  function handleOpenPaid() {
    // A failure of an earlier move is not this dialog's.
    setStatus.reset();
    setPaidDateError(undefined);
    setIsPaidOpen(true);
  }

  function handlePaidSubmit(form: HTMLFormElement) {
    const { paidDate } = formValues(form, ['paidDate'] as const);
    setPaidDateError(paidDate ? undefined : '入金日を入力してください');
    if (paidDate) handleSet('paid', paidDate);
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
            onClick={() => (to === 'paid' ? handleOpenPaid() : handleSet(to))}
          >
            <Icon aria-hidden />
            {isBack ? `${statusLabels[to]}に戻す` : `${statusLabels[to]}にする`}
          </Button>
        );
      })}
      {isPaidOpen && (
        <FormDialog
          title="入金済にする"
          description="入金を確認した日を入力してください。"
          submitLabel="入金済にする"
          pendingLabel="更新中..."
          isPending={setStatus.isPending}
          error={setStatus.error}
          onSubmit={handlePaidSubmit}
          onClose={() => setIsPaidOpen(false)}
          className="max-w-sm"
        >
          <TextField
            id="paid-date"
            name="paidDate"
            type="date"
            label="入金日"
            required
            defaultValue={todayInJapan()}
            error={paidDateError ?? apiFieldErrors(setStatus.error).paidDate}
          />
        </FormDialog>
      )}
    </>
  );
}
