import { useSearchParams } from 'react-router';
import { MailDeliveryTable } from '@/web/components/ui/mail/mail-delivery-table';
import { Pagination } from '@/web/components/ui/master-data/pagination';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { useMailDeliveries } from '@/web/lib/mail-deliveries-api';

/**
 * 送信履歴 (/mail-history): the company's mail of documents and 督促, newest first, as far as the
 * member may open those documents: 送信待ち until the mail server accepted it, then 送信済み, or
 * 送信失敗 / 要確認 with the reason and 再送.
 */
export function MailHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, refetch } = useMailDeliveries({ page });

  function handlePage(next: number) {
    params.set('page', String(next));
    setParams(params);
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="送信履歴"
        description="帳票と督促のメールの送信状況です。送信失敗・要確認のメールは、理由を確かめてから再送できます。"
      />
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {!data && !error && <p className="text-sm text-muted-foreground">読み込み中...</p>}
      {data && data.total === 0 && <p className="text-sm text-muted-foreground">送信したメールはまだありません。</p>}
      {data && data.total > 0 && (
        <section aria-label="送信したメール" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <MailDeliveryTable deliveries={data.items} isDocumentShown />
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={handlePage} />
        </section>
      )}
    </div>
  );
}
