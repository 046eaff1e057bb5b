import { Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/primitives/button';
import { formatTime } from '@/web/lib/ordering';
import { usePrintActions } from './print-actions';
import { markPrinted, type PrintJob, usePrintJobs } from './printing-api';
import { printInBrowser } from './thermal-print-sheet';

/**
 * 注文確認's alert of the tickets and receipts a printer did not take (no answer, a network error,
 * or the printer's own error): kept on the server until printed, each with 再印刷 to the
 * printer and, for a printer that stays away, the browser's print dialog.
 */
export function PrintQueueAlert() {
  const jobs = usePrintJobs();
  const actions = usePrintActions();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const list = jobs.data ?? [];
  if (list.length === 0) return null;

  async function handleRetry(job: PrintJob) {
    setPendingId(job.id);
    try {
      const error = await actions.retry(job);
      if (error) toast.error(`${job.title}: ${error}`);
      else toast.success(`${job.title}を印刷しました`);
    } finally {
      setPendingId(null);
    }
  }

  async function handleBrowserPrint(job: PrintJob) {
    const commands =
      job.kind === 'receipt'
        ? (await actions.receiptDocument(job.sourceId)).commands
        : job.order && (await actions.stationTickets(job.order, true)).find((t) => t.station === job.route)?.commands;
    if (!commands) return;
    printInBrowser(commands);
    await markPrinted(job.id);
    await jobs.refetch();
  }

  return (
    <section role="alert" aria-label="印刷できなかった伝票" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-destructive">
        <Printer aria-hidden className="size-4" />
        印刷できなかった伝票が{list.length}件あります
      </h2>
      <p className="text-xs text-muted-foreground">プリンターの電源・用紙・ネットワークを確認してから再印刷してください。</p>
      <ul className="mt-2 divide-y">
        {list.map((job) => (
          <li key={job.id} aria-label={job.title} className="flex flex-wrap items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{job.title}</p>
              <p className="text-xs text-muted-foreground">
                {job.error || '印刷できませんでした'}（{formatTime(job.createdAt)}・{job.attempts}回）
              </p>
            </div>
            <Button size="sm" variant="ghost" onClick={() => void handleBrowserPrint(job)}>
              ブラウザで印刷
            </Button>
            <Button size="sm" disabled={pendingId !== null} onClick={() => void handleRetry(job)}>
              {pendingId === job.id ? '印刷中…' : '再印刷'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
