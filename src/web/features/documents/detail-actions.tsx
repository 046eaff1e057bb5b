import { FilePen, Pencil, Send, Stamp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { kindInfo } from '@/core/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { useDocumentApproval } from './approvals-api';
import { DetailCopyActions } from './detail-copy-actions';
import { DetailInvoiceActions } from './detail-invoice-actions';
import { editPath, listPath } from './detail-paths';
import { DetailStatusActions } from './detail-status-actions';
import { useDocumentActions } from './documents-api';
import { SendDialog } from './send-dialog';

type OpenDialog = 'issue' | 'delete' | 'revise' | 'send' | null;

const confirmations = {
  issue: {
    title: '発行しますか？',
    description: '発行すると番号が確定し、内容は編集できなくなります。',
    confirmLabel: '発行する',
    pendingLabel: '発行中...',
  },
  delete: {
    title: '下書きを削除しますか？',
    description: 'この下書きを削除します。この操作は取り消せません。',
    confirmLabel: '削除する',
    pendingLabel: '削除中...',
  },
  revise: {
    title: '修正版を作成しますか？',
    description: '発行済みの内容は変更できないため、修正版を下書きとして作成します。',
    confirmLabel: '修正版を作成',
    pendingLabel: '作成中...',
  },
} as const;

/** What can be done with the document in its state: a draft is edited and issued, an issued one revised, sent and moved on. */
export function DetailActions({ doc }: { doc: SalesDocument }) {
  const { issue, remove, revise } = useDocumentActions(doc.kind);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const isDraft = doc.status === 'draft';
  // A 合計請求書 is made and corrected by its closing batch only.
  const isBatchOnly = kindInfo[doc.kind].isBatchOnly === true;
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const lateWarning = doc.status === 'draft' ? doc.warnings.find((w) => w.code === 'LATE_PAYMENT') : undefined;
  // 承認フロー: a draft 承認待ち is locked, and one that needs approval issues only once approved (the panel says so).
  const { data: approval } = useDocumentApproval(doc.kind, doc.id, { isEnabled: isDraft });
  const isLocked = approval?.status === 'pending';
  const canIssue = approval !== undefined && !isLocked && (!approval.isRequired || approval.status === 'approved');

  function handleConfirm() {
    if (dialog === 'issue') {
      // The dialog has shown the 支払期日 warning: confirming it is the explicit confirmation the server asks for.
      issue.mutate(
        { id: doc.id, confirmLatePayment: lateWarning !== undefined },
        {
          onSuccess: (issued) => toast.success(`発行しました（番号 ${issued.numberLabel}）`),
          onError,
          onSettled: close,
        },
      );
    } else if (dialog === 'delete') {
      remove.mutate(doc.id, {
        onSuccess: () => {
          toast.success('下書きを削除しました');
          navigate(listPath(doc.kind), { replace: true });
        },
        onError,
        onSettled: close,
      });
    } else if (dialog === 'revise') {
      revise.mutate(doc.id, {
        onSuccess: (draft) => {
          toast.success('修正版を下書きとして作成しました');
          navigate(editPath(draft.kind, draft.id));
        },
        onError,
        onSettled: close,
      });
    }
  }

  const base = dialog === 'issue' || dialog === 'delete' || dialog === 'revise' ? confirmations[dialog] : null;
  const confirming =
    dialog === 'issue' && lateWarning
      ? {
          ...confirmations.issue,
          description: `${lateWarning.message}。${confirmations.issue.description}`,
          confirmLabel: '確認して発行する',
        }
      : base;
  const isPending = issue.isPending || remove.isPending || revise.isPending;

  return (
    <div className="flex flex-wrap gap-2">
      {isDraft && !isLocked && (
        <Button asChild>
          <Link to={editPath(doc.kind, doc.id)}>
            <Pencil aria-hidden />
            編集
          </Link>
        </Button>
      )}
      {isDraft && canIssue && (
        <Button variant="outline" onClick={() => setDialog('issue')}>
          <Stamp aria-hidden />
          発行
        </Button>
      )}
      {!isDraft && doc.isLatest && (
        <>
          <Button onClick={() => setDialog('send')}>
            <Send aria-hidden />
            メール送信
          </Button>
          {/* One revision at a time: with a draft revision open, the header links to it instead. */}
          {!doc.nextRevision && !isBatchOnly && (
            <Button variant="outline" onClick={() => setDialog('revise')}>
              <FilePen aria-hidden />
              修正
            </Button>
          )}
          <DetailStatusActions doc={doc} />
        </>
      )}
      <DetailInvoiceActions doc={doc} />
      {!isBatchOnly && <DetailCopyActions doc={doc} />}
      {isDraft && !isLocked && (
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDialog('delete')}>
          <Trash2 aria-hidden />
          削除
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming?.title ?? ''}
        description={confirming?.description ?? ''}
        confirmLabel={confirming?.confirmLabel ?? ''}
        pendingLabel={confirming?.pendingLabel}
        isDestructive={dialog === 'delete'}
        isPending={isPending}
        onConfirm={handleConfirm}
        onCancel={close}
      />
      {dialog === 'send' && <SendDialog doc={doc} onClose={close} />}
    </div>
  );
}
