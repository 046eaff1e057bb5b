import { useState } from 'react';
import { toast } from 'sonner';
import type { DocumentLinkView } from '@/core/contracts/document-links';
import type { SalesDocument } from '@/core/contracts/documents';
import { documentLinkEventLabels } from '@/core/document-links';
import { formatJapanDateTime } from '@/core/format';
import { Alert, RetryAlert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { LinkStateBadge } from './link-state-badge';
import { useDocumentLinks, useRevokeLink } from './links-api';

function linkStatus(link: DocumentLinkView): string {
  if (link.revokedAt) return `無効（${formatJapanDateTime(link.revokedAt)}）`;
  if (!link.isActive) return '期限切れ';
  return `${formatJapanDateTime(link.expiresAt)}まで有効`;
}

/**
 * Web送付 of this document: 送付済み → 開封済み → 受領済み, each link (to whom, until when, 無効にする)
 * and 開封確認 — what the customer did on the page, when and from which address. A mail of the
 * document the server refused is said here too: the customer did not get it.
 */
export function DetailWebDelivery({ doc }: { doc: SalesDocument }) {
  const { data, error, refetch } = useDocumentLinks(doc.kind, doc.id);
  const revoke = useRevokeLink(doc.kind, doc.id);
  const [revoking, setRevoking] = useState<DocumentLinkView | null>(null);
  if (!data && !error) return null;
  if (data && data.links.length === 0 && data.failedMails === 0) return null;

  async function handleRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success('リンクを無効にしました');
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby="web-delivery-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="web-delivery-heading" className="text-sm font-semibold">
          Web送付
        </h2>
        {data && <LinkStateBadge state={data.state} />}
      </div>
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {data && data.failedMails > 0 && (
        <Alert>
          この帳票のメールが{data.failedMails}件、相手に届いていません（送信失敗）。理由は送信履歴で確認し、宛先を確かめて再送してください。
        </Alert>
      )}
      {data && data.links.length > 0 && (
        <ul className="grid gap-2 text-sm">
          {data.links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
              <div className="min-w-0">
                <div className="break-all">{link.to || '—'}</div>
                <div className="text-xs text-muted-foreground">
                  送付 {formatJapanDateTime(link.createdAt)}
                  {link.createdByName && `（${link.createdByName}）`}・{linkStatus(link)}
                </div>
              </div>
              {link.isActive && (
                <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(link)}>
                  無効にする
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.links.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-xs font-semibold text-muted-foreground">開封確認の履歴</h3>
          {data.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">まだ開封されていません。</p>
          ) : (
            <ol className="grid gap-1 text-sm">
              {data.events.map((event) => (
                <li key={event.id} className="flex flex-wrap gap-x-3">
                  <span className="tabular-nums">{formatJapanDateTime(event.at)}</span>
                  <span className="font-medium">{documentLinkEventLabels[event.type]}</span>
                  <span className="text-muted-foreground">IPアドレス {event.ipAddress || '不明'}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        title="リンクを無効にしますか？"
        description="無効にしたリンクからは、この帳票を開けなくなります。記録された開封確認は残ります。"
        confirmLabel="無効にする"
        pendingLabel="処理中..."
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() => void handleRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
