import { Check, SendHorizontal, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DocumentApproval } from '@/core/contracts/approvals';
import type { SalesDocument } from '@/core/contracts/documents';
import { formatJapanDateTime, formatYen } from '@/core/format';
import { approvalCommentInput, approvalRejectInput } from '@/core/schemas/approvals';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { ApprovalBadge } from './approval-badge';
import { useApprovalActions, useDocumentApproval } from './approvals-api';

type OpenDialog = 'request' | 'approve' | 'reject' | 'withdraw' | null;

/**
 * 承認フロー of a draft: where it stands, who approved which step, the reason of a 差戻し, and
 * the steps the signed-in member may take. Shown only where the company's rule concerns it.
 */
export function DetailApproval({ doc }: { doc: SalesDocument }) {
  const { data: approval } = useDocumentApproval(doc.kind, doc.id, { isEnabled: doc.status === 'draft' });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!approval || doc.status !== 'draft' || (!approval.isRequired && approval.status === 'none')) return null;
  const close = () => setDialog(null);
  return (
    <section aria-labelledby="approval-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="approval-heading" className="text-sm font-semibold">
          承認
        </h2>
        <ApprovalBadge status={approval.status} />
      </div>
      <ApprovalSummary approval={approval} />
      <ApprovalSteps approval={approval} />
      <div className="flex flex-wrap gap-2">
        {approval.canRequest && (
          <Button onClick={() => setDialog('request')}>
            <SendHorizontal aria-hidden />
            {approval.status === 'rejected' ? '再申請' : '承認を申請'}
          </Button>
        )}
        {approval.canApprove && (
          <>
            <Button onClick={() => setDialog('approve')}>
              <Check aria-hidden />
              承認
            </Button>
            <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDialog('reject')}>
              <X aria-hidden />
              差戻し
            </Button>
          </>
        )}
        {approval.canWithdraw && (
          <Button variant="outline" onClick={() => setDialog('withdraw')}>
            <Undo2 aria-hidden />
            申請を取り下げ
          </Button>
        )}
      </div>
      {(dialog === 'request' || dialog === 'approve' || dialog === 'reject') && <CommentDialog doc={doc} action={dialog} onClose={close} />}
      {dialog === 'withdraw' && <WithdrawDialog doc={doc} onClose={close} />}
    </section>
  );
}

function ApprovalSummary({ approval }: { approval: DocumentApproval }) {
  const threshold = approval.threshold === null ? '' : approval.threshold > 0 ? `合計${formatYen(approval.threshold)}以上のため、` : '';
  if (approval.status === 'none')
    return <p className="text-sm text-muted-foreground">{threshold}発行の前に承認が必要です。内容を確認して「承認を申請」してください。</p>;
  if (approval.status === 'approved') return <p className="text-sm">すべての段階で承認されました。発行できます。</p>;
  return (
    <div className="grid gap-2 text-sm">
      {approval.requestedBy && (
        <p>
          {approval.requestedBy.name}さんが{approval.requestedAt && formatJapanDateTime(approval.requestedAt)}に申請しました。
          {approval.requestComment && <span className="text-muted-foreground">（コメント: {approval.requestComment}）</span>}
        </p>
      )}
      {approval.status === 'pending' && <p className="text-muted-foreground">承認待ちの間は編集・削除・発行できません。</p>}
      {approval.rejection && (
        <Alert>
          {approval.rejection.by.name}さんが差し戻しました（{formatJapanDateTime(approval.rejection.at)}）。理由:{' '}
          {approval.rejection.comment}
          <br />
          内容を修正して、もう一度申請してください。
        </Alert>
      )}
    </div>
  );
}

function ApprovalSteps({ approval }: { approval: DocumentApproval }) {
  if (approval.steps.length === 0) return null;
  return (
    <ol className="grid gap-1.5 text-sm">
      {approval.steps.map((step, i) => {
        const isCurrent = approval.currentStep === i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are the route's, in its order.
          <li key={i} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium whitespace-nowrap">{i + 1}段目</span>
            <span>{step.approvers.map((a) => a.name).join('・')}</span>
            {step.approval ? (
              <span className="text-emerald-700 dark:text-emerald-400">
                {step.approval.by.name}さんが承認（{formatJapanDateTime(step.approval.at)}）
                {step.approval.comment && `：${step.approval.comment}`}
              </span>
            ) : (
              isCurrent && <span className="text-amber-700 dark:text-amber-400">承認待ち</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const commentDialogs = {
  request: { title: '承認を申請', submitLabel: '申請する', done: '承認を申請しました', label: 'コメント（任意）' },
  approve: { title: '承認', submitLabel: '承認する', done: '承認しました', label: 'コメント（任意）' },
  reject: { title: '差戻し', submitLabel: '差し戻す', done: '差し戻しました', label: '差戻しの理由' },
} as const;

function CommentDialog({ doc, action, onClose }: { doc: SalesDocument; action: 'request' | 'approve' | 'reject'; onClose: () => void }) {
  const actions = useApprovalActions(doc.kind, doc.id);
  const texts = commentDialogs[action];
  const form = useSchemaForm({
    schema: action === 'reject' ? approvalRejectInput : approvalCommentInput,
    onSubmit: async ({ comment }) => {
      await actions[action].mutateAsync(comment);
      toast.success(texts.done);
      onClose();
    },
  });
  return (
    <FormDialog
      title={texts.title}
      description={`${doc.counterpartyName || doc.numberLabel} ${formatYen(doc.total)}`}
      submitLabel={texts.submitLabel}
      pendingLabel="送信中..."
      form={form}
      onClose={onClose}
    >
      <TextareaField
        {...form.field('comment')}
        id="approval-comment"
        label={texts.label}
        rows={4}
        maxLength={500}
        required={action === 'reject'}
      />
    </FormDialog>
  );
}

function WithdrawDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { withdraw } = useApprovalActions(doc.kind, doc.id);
  return (
    <ConfirmDialog
      isOpen
      title="申請を取り下げますか？"
      description="承認待ちを取り消し、下書きに戻します。発行するには、もう一度申請が必要です。"
      confirmLabel="取り下げる"
      pendingLabel="取り下げ中..."
      isPending={withdraw.isPending}
      onConfirm={() =>
        withdraw.mutate(undefined, {
          onSuccess: () => {
            toast.success('申請を取り下げました');
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
      onCancel={onClose}
    />
  );
}
