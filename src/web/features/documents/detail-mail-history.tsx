import type { SalesDocument } from '@/core/contracts/documents';
import { MailDeliveryTable } from '@/web/components/ui/mail/mail-delivery-table';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { useMailDeliveries } from '@/web/lib/mail-deliveries-api';

/**
 * 送信履歴 of this document: every mail of it (送付 and 督促), 送信待ち until the mail server
 * accepted it, with the reason and 再送 where it did not go.
 */
export function DetailMailHistory({ doc }: { doc: SalesDocument }) {
  const { data, error, refetch } = useMailDeliveries({ documentId: doc.id });
  if (data && data.total === 0) return null;
  return (
    <section aria-labelledby="mail-history-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="mail-history-heading" className="text-sm font-semibold">
        送信履歴
      </h2>
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {!data && !error && <p className="text-sm text-muted-foreground">読み込み中...</p>}
      {data && <MailDeliveryTable deliveries={data.items} />}
    </section>
  );
}
