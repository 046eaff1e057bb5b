import { CircleCheck, CircleX } from 'lucide-react';
import type { MailResult } from './use-closing-mail';

/** 送信結果: one line per customer, success or the reason it failed. */
export function MailResults({ results }: { results: MailResult[] }) {
  if (results.length === 0) return null;
  const failed = results.filter((r) => !r.isSent).length;
  return (
    <section aria-labelledby="mail-results-heading" className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="mail-results-heading" className="text-sm font-semibold">
        送信結果（成功 {results.length - failed}件・失敗 {failed}件）
      </h2>
      <ul className="grid gap-1 text-sm" aria-label="送信結果">
        {results.map((r) => (
          <li key={r.customerId} className="flex items-start gap-2">
            {r.isSent ? (
              <CircleCheck aria-label="成功" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <CircleX aria-label="失敗" className="mt-0.5 size-4 shrink-0 text-destructive" />
            )}
            <span className="font-medium">{r.customerName}</span>
            <span className={r.isSent ? 'text-muted-foreground' : 'text-destructive'}>{r.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
