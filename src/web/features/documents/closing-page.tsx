import { FileStack, Mail, Stamp } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { endOfMonth, plainDate } from '@/core/calendar';
import { todayInJapan } from '@/core/documents';
import { formatDate } from '@/core/format';
import { isValidDay } from '@/core/schemas/common';
import { closingDaysOf, previousClosing } from '@/core/statements';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { ProgressBar } from '@/web/components/ui/primitives/progress-bar';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { closingColumns } from './closing-columns';
import { MailResults } from './closing-mail-results';
import { useClosing, useIssueClosing } from './statements-api';
import { useMailAll } from './use-closing-mail';

/** The latest 20日 or 末日 on or before today: the two closings most customers have. */
function defaultClosing(today: string): string {
  const twentieth = `${today.slice(0, 8)}20`;
  if (today >= twentieth) return closingDaysOf(today).includes(31) ? today : twentieth;
  return previousClosing(endOfMonth(plainDate(today)));
}

/**
 * 合計請求書の発行: pick a 締め日, check the batch, issue all, then mail all: each mail is queued,
 * and the progress (N / M 送信済み) and what did not go follow from the batch's deliveries.
 */
export function ClosingPage() {
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const closingDate = isValidDay(dateParam) ? dateParam : defaultClosing(todayInJapan());
  const batch = useClosing(closingDate);
  const issue = useIssueClosing();
  const { mailAll, results, queueing, batchId, isQueueing } = useMailAll();
  const [isConfirming, setIsConfirming] = useState(false);
  const today = todayInJapan();
  const isFuture = closingDate > today;

  const rows = batch.data?.candidates;
  const toIssue = rows?.filter((r) => !r.statement && !r.skipReason) ?? [];
  const issued = rows?.filter((r) => r.statement) ?? [];

  function handleDate(value: string) {
    if (!isValidDay(value)) return;
    params.set('date', value);
    setParams(params, { replace: true });
  }

  function handleIssue() {
    issue.mutate(
      // The dialog said the 締め日 is still ahead before the user pressed 発行する.
      { closingDate, confirmFutureClosing: isFuture },
      {
        onSuccess: (result) => {
          toast.success(`合計請求書を${result.issued}件発行しました`);
          if (result.pdfPending > 0)
            toast.warning(`${result.pdfPending}件のPDFは発行時に作成できませんでした。初めて表示・送信するときに作成します`);
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setIsConfirming(false),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="合計請求書の発行"
        description="締め日を選ぶと、その日に締める顧客ごとに前回請求額・入金額・繰越額と期間中の納品書から合計請求書を作成します。"
        actions={
          <Button asChild variant="outline">
            <Link to="/statement">
              <FileStack aria-hidden />
              合計請求書の一覧
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="closing-date"
          label="締め日"
          type="date"
          className="w-44"
          defaultValue={closingDate}
          onChange={(e) => handleDate(e.currentTarget.value)}
        />
        <Button onClick={() => setIsConfirming(true)} disabled={toIssue.length === 0 || issue.isPending || isQueueing}>
          <Stamp aria-hidden />
          一括発行（{toIssue.length}件）
        </Button>
        <Button variant="outline" onClick={() => void mailAll(issued)} disabled={issued.length === 0 || issue.isPending || isQueueing}>
          <Mail aria-hidden />
          一括メール送信（{issued.length}件）
        </Button>
      </div>
      {isFuture && toIssue.length > 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          この締め日はまだ来ていません。発行する前に、締め日までの納品書と入金がそろっているか確認してください。
        </p>
      )}
      {issue.isPending && <ProgressBar label="合計請求書を発行しています" />}
      <MailResults batchId={batchId} results={results} queueing={queueing} />
      <DataTable
        label={`${formatDate(closingDate)}締めの顧客`}
        columns={closingColumns}
        rows={rows}
        rowKey={(r) => r.customerId}
        isLoading={batch.isFetching}
        error={batch.error}
        emptyMessage="この日に締める顧客はいません。顧客管理で締め日・支払条件を設定してください。"
        onRetry={() => void batch.refetch()}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title={isFuture ? `締め日前ですが、合計請求書を${toIssue.length}件発行しますか？` : `合計請求書を${toIssue.length}件発行しますか？`}
        description={
          isFuture
            ? `締め日（${formatDate(closingDate)}）はまだ来ていません（今日は${formatDate(today)}）。今日から締め日までの納品書や入金は、この合計請求書に入りません。発行すると番号が確定し、内容は変更できません。`
            : `${formatDate(closingDate)}締めの合計請求書を発行します。発行すると番号が確定し、内容は変更できません。`
        }
        confirmLabel={isFuture ? '締め日前に発行する' : '発行する'}
        pendingLabel="発行中..."
        isPending={issue.isPending}
        onConfirm={handleIssue}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
}
