import { useQueryClient } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { MailDeliveryTable } from '@/web/components/ui/mail/mail-delivery-table';
import { ProgressBar } from '@/web/components/ui/primitives/progress-bar';
import { useMailBatch, useMailDeliveries } from '@/web/lib/mail-deliveries-api';
import { changedByClosing } from './statements-api';
import type { MailResult } from './use-closing-mail';

type MailResultsProps = {
  batchId: string | null;
  results: MailResult[];
  /** While the screen is still queueing the batch's mails. */
  queueing: { done: number; total: number } | null;
};

/**
 * 一括メール送信: the statements being queued, then the batch's mails as the server sends them
 * (N / M 送信済み), the rows that could not be queued and why, and once the batch is done the
 * mails that did not go (送信失敗・要確認) with their reason and 再送.
 */
export function MailResults({ batchId, results, queueing }: MailResultsProps) {
  const { data: progress } = useMailBatch(batchId, { isGrowing: queueing !== null });
  const isDone = Boolean(progress && queueing === null && progress.queued + progress.sending === 0);
  const problems = useMailDeliveries({ batchId: batchId ?? undefined, status: ['failed', 'unknown'] }, { isEnabled: isDone });
  const queryClient = useQueryClient();
  // The statements just became 送付済 (or did not): their rows and the lists read them again.
  useEffect(() => {
    if (isDone) for (const queryKey of changedByClosing) void queryClient.invalidateQueries({ queryKey });
  }, [isDone, queryClient]);
  if (!batchId) return null;
  const refused = results.filter((r) => !r.isQueued);
  const settled = progress ? progress.sent + progress.failed + progress.unknown : 0;
  return (
    <section aria-labelledby="mail-results-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="mail-results-heading" className="text-sm font-semibold">
        一括メール送信
      </h2>
      {queueing && (
        <div className="grid gap-1 text-sm">
          <p>
            送信待ちにしています… {queueing.done} / {queueing.total}件
          </p>
          <ProgressBar
            label="送信待ちにした件数"
            percent={queueing.total === 0 ? 100 : Math.round((queueing.done / queueing.total) * 100)}
          />
        </div>
      )}
      {progress && progress.total > 0 && (
        <div className="grid gap-1 text-sm">
          <p aria-live="polite">
            {progress.sent} / {progress.total}件 送信済み
            {progress.failed > 0 && `・送信失敗 ${progress.failed}件`}
            {progress.unknown > 0 && `・要確認 ${progress.unknown}件`}
          </p>
          <ProgressBar label="メール送信の進み具合" percent={Math.round((settled / progress.total) * 100)} />
        </div>
      )}
      {refused.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="送信できなかった合計請求書">
          {refused.map((r) => (
            <li key={r.customerId} className="flex items-start gap-2">
              <CircleX aria-label="送信できません" className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span className="font-medium">{r.customerName}</span>
              <span className="text-destructive">{r.message}</span>
            </li>
          ))}
        </ul>
      )}
      {problems.data && problems.data.items.length > 0 && <MailDeliveryTable deliveries={problems.data.items} isDocumentShown />}
    </section>
  );
}
