import { type FormEvent, type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DocumentContext, SalesDocument } from '@/core/contracts/documents';
import { type DocumentKind, kindInfo } from '@/core/documents';
import { documentTotals } from '@/core/money';
import { documentInput } from '@/core/schemas/documents';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { useDocumentActions } from './documents-api';
import type { Draft } from './editor-draft';
import { type EditorErrors, errorsFromFailure, errorsFromIssues } from './editor-errors';
import { EditorHeaderFields } from './editor-header-fields';
import { editorFieldsOf, liveMoneyLines, rawDocumentInput } from './editor-input';
import { LeaveDialog, useLeaveGuard } from './editor-leave-guard';
import { EditorLines } from './editor-lines';
import { EditorNotes } from './editor-notes';
import { EditorSuppliedMaterials } from './editor-supplied-materials';
import { EditorTotals } from './editor-totals';
import { useEditorState } from './use-editor-state';

type EditorFormProps = {
  kind: DocumentKind;
  /** Absent for a new document. */
  documentId?: string;
  context: DocumentContext;
  initialDraft: Draft;
  title: string;
  description?: ReactNode;
};

const placedHeaderKeys = ['issueDate', 'customerId', 'honorific', 'subject', 'personInCharge', 'notes', 'memo', 'lines'];

/** Messages with no field on screen to sit under (e.g. a path the server named on its own). */
function unplacedMessages(errors: EditorErrors, kind: DocumentKind): string[] {
  const placed = new Set<string>([...placedHeaderKeys, ...editorFieldsOf(kind)]);
  return Object.entries(errors).flatMap(([key, message]) => (message && !key.startsWith('lines.') && !placed.has(key) ? [message] : []));
}

/** The editor of one draft: header, lines and live totals, saved as a whole with 下書き保存. */
export function EditorForm({ kind, documentId, context, initialDraft, title, description }: EditorFormProps) {
  const { state, actions } = useEditorState(kind, initialDraft, context.roundingMode);
  const { draft, errors } = state;
  // The money module, exactly as the server and the PDF use it: no arithmetic of the screen's own.
  const totals = useMemo(
    () => documentTotals(liveMoneyLines(draft.lines, kind), context.roundingMode, draft.priceMode),
    [draft.lines, kind, context.roundingMode, draft.priceMode],
  );
  const { create, update } = useDocumentActions(kind);
  const [failure, setFailure] = useState<unknown>(null);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(state.isDirty);
  const isPending = create.isPending || update.isPending;
  const { path } = kindInfo[kind];

  function showErrors(next: EditorErrors) {
    actions.setErrors(next);
    // Take the user to the first problem, which may be a line far down the table.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setFailure(null);
    const parsed = documentInput.safeParse(rawDocumentInput(draft, kind));
    if (!parsed.success) return showErrors(errorsFromIssues(parsed.error.issues, draft.lines));
    const lines = draft.lines;
    const handlers = {
      onSuccess: (doc: SalesDocument) => {
        actions.markSaved();
        guard.allowLeave();
        toast.success('保存しました');
        // The server's own checks (発注書: 支払期日 past 60 days) come back with the saved document.
        for (const warning of doc.warnings) toast.warning(warning.message, { duration: 10_000 });
        navigate(`${path}/${doc.id}`);
      },
      onError: (error: unknown) => {
        const fieldErrors = errorsFromFailure(error, lines);
        if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
        // Not about a field (already issued, no permission, offline): said above the form and in a toast.
        setFailure(error);
        toast.error(errorMessage(error));
      },
    };
    if (documentId) update.mutate({ id: documentId, input: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // Enter in a field would save the whole document and leave the page: only 下書き保存 saves.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const others = unplacedMessages(errors, kind);
  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        className="flex min-w-0 flex-col gap-5"
        onSubmit={handleSubmit}
        onKeyDown={handleKeyDown}
      >
        <PageHeader title={title} description={description} />
        {(hasErrors || failure !== null) && (
          <Alert>
            <p>{hasErrors ? '入力内容に誤りがあります。赤枠の項目を確認してください。' : errorMessage(failure)}</p>
            {others.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {others.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <EditorHeaderFields
          kind={kind}
          draft={draft}
          errors={errors}
          isDueDateManual={state.isDueDateManual}
          bankAccounts={context.bankAccounts}
          // A customer without terms of its own is billed on the company's default terms (帳票設定).
          actions={{
            ...actions,
            pickCounterparty: (c) => actions.pickCounterparty(c && { ...c, paymentTerms: c.paymentTerms ?? context.defaultPaymentTerms }),
          }}
        />
        <EditorLines kind={kind} lines={draft.lines} lineAmounts={totals.lineAmounts} errors={errors} actions={actions} />
        {kind === 'purchase_order' && (
          <EditorSuppliedMaterials materials={draft.suppliedMaterials} dueDate={draft.dueDate} errors={errors} actions={actions} />
        )}
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <EditorNotes draft={draft} errors={errors} actions={actions} />
          <EditorTotals totals={totals} roundingMode={context.roundingMode} priceMode={draft.priceMode} isInvoice={kind === 'invoice'} />
        </div>
        {/* Stays in reach at the bottom of the screen while scrolling through a long table. */}
        <div className="sticky bottom-0 z-10 flex justify-end gap-2 rounded-xl border bg-card/95 p-3 shadow-sm backdrop-blur">
          <Button variant="outline" asChild>
            <Link to={documentId ? `${path}/${documentId}` : path}>キャンセル</Link>
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? '保存中...' : '下書き保存'}
          </Button>
        </div>
      </form>
      <LeaveDialog blocker={guard.blocker} />
    </>
  );
}
