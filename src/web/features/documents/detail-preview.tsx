import { Download, Printer } from 'lucide-react';
import type { SalesDocument } from '@/core/api-types';
import { kindInfo } from '@/core/documents';
import { Button } from '@/web/components/ui/button';
import { pdfUrl } from './documents-api';

/** The PDF as the counterparty will see it (it also shows the lines), with download and print. */
export function DetailPreview({ doc }: { doc: SalesDocument }) {
  const title = kindInfo[doc.kind].title;
  return (
    <section aria-labelledby="preview-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-base font-semibold">
          プレビュー
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={pdfUrl(doc.kind, doc.id, { download: true })} download>
              <Download aria-hidden />
              PDFをダウンロード
            </a>
          </Button>
          {/* A new tab prints with the browser's PDF viewer; printing a cross-document frame is unreliable. */}
          <Button variant="outline" size="sm" asChild>
            <a href={pdfUrl(doc.kind, doc.id)} target="_blank" rel="noopener">
              <Printer aria-hidden />
              印刷
            </a>
          </Button>
        </div>
      </div>
      <iframe
        // The PDF changes with every status change; remounting the frame loads it again.
        key={doc.updatedAt}
        title={`${title}のプレビュー`}
        src={pdfUrl(doc.kind, doc.id)}
        className="h-[80vh] min-h-[28rem] w-full rounded-xl border bg-muted"
      />
    </section>
  );
}
