import type { SalesDocument } from '@/core/contracts/documents';
import { formatJapanDateTime } from '@/core/format';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { useDocumentHistory } from './documents-api';

/**
 * 訂正削除の履歴 (電子帳簿保存法): who created, changed, issued, sent, printed, corrected or
 * deleted any version of this document, and when. Always shown here, whether or not the
 * partner offers the company-wide 操作履歴 screen.
 */
export function DetailHistory({ doc }: { doc: SalesDocument }) {
  const { data: entries, error, refetch } = useDocumentHistory(doc.kind, doc.id);
  return (
    <section aria-labelledby="history-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="history-heading" className="text-sm font-semibold">
        訂正削除の履歴
      </h2>
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {!entries && !error && <p className="text-sm text-muted-foreground">読み込み中...</p>}
      {entries && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1.5 pr-4 font-normal">日時</th>
                <th className="py-1.5 pr-4 font-normal">操作</th>
                <th className="py-1.5 pr-4 font-normal">版</th>
                <th className="py-1.5 pr-4 font-normal">担当者</th>
                <th className="py-1.5 font-normal">内容</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t align-top">
                  <td className="py-1.5 pr-4 whitespace-nowrap tabular-nums">{formatJapanDateTime(entry.timestamp)}</td>
                  <td className="py-1.5 pr-4 whitespace-nowrap">{entry.action}</td>
                  <td className="py-1.5 pr-4 font-mono text-xs whitespace-nowrap">{entry.versionLabel}</td>
                  <td className="py-1.5 pr-4 whitespace-nowrap">{entry.user?.name ?? '—'}</td>
                  <td className="py-1.5 break-words text-muted-foreground">{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
