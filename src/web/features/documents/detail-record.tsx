import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { formatJapanDateTime } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';

/** The hash is 64 characters: the first 12 tell files apart at a glance; the full value is a click away. */
const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

function Hash({ value }: { value: string }) {
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('ハッシュ値をコピーしました');
    } catch {
      toast.error('コピーできませんでした。ハッシュ値を選択してコピーしてください');
    }
  }
  return (
    <span className="flex items-center justify-end gap-1">
      <code title={value} className="font-mono text-xs" data-full-hash={value}>
        {shortHash(value)}
      </code>
      <Button variant="ghost" size="icon" className="size-7" aria-label="SHA-256をコピー" onClick={() => void handleCopy()}>
        <Copy aria-hidden className="size-3.5" />
      </Button>
    </span>
  );
}

/**
 * 発行の記録 (電子帳簿保存法): when it was issued and sent, and the SHA-256 of the PDF kept at
 * issue, which anyone can check against a downloaded copy. Drafts have none of these yet.
 */
export function DetailRecord({ doc }: { doc: SalesDocument }) {
  if (!doc.issuedAt) return null;
  return (
    <section aria-labelledby="record-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="record-heading" className="text-sm font-semibold">
        発行の記録
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">発行日時</dt>
          <dd className="tabular-nums">{formatJapanDateTime(doc.issuedAt)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">送付日時</dt>
          <dd className="tabular-nums">{doc.sentAt ? formatJapanDateTime(doc.sentAt) : '未送付'}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <dt className="text-muted-foreground">PDFのSHA-256</dt>
          <dd>{doc.pdfSha256 ? <Hash value={doc.pdfSha256} /> : '初回の表示時に記録されます'}</dd>
        </div>
      </dl>
    </section>
  );
}
