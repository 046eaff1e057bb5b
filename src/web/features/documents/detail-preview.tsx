import { Download, Printer } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { kindInfo } from '@/core/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { pdfReplacedCharactersNotice } from '@/web/lib/replaced-characters';
import { pdfUrl } from './documents-api';

/** Tells, once per document, which characters the PDF printed as 〓 (the font lacks them). */
function tellReplaced(id: string, headers: Headers) {
  const notice = pdfReplacedCharactersNotice(headers);
  if (notice) toast.warning(notice.title, { id: `pdf-replaced-${id}`, description: notice.description });
}

/**
 * The PDF for the frame, fetched so that its headers can be read (a frame's cannot), and shown
 * from a blob: URL. Fetched again when the document changes (updatedAt).
 */
function usePdfPreview({ kind, id, updatedAt }: SalesDocument): { src: string | null; error: string | null } {
  const [preview, setPreview] = useState<{ src: string | null; error: string | null }>({ src: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: updatedAt stands for the PDF's content.
  useEffect(() => {
    const controller = new AbortController();
    let href: string | null = null;
    setPreview({ src: null, error: null });
    fetch(pdfUrl(kind, id), { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error();
        href = URL.createObjectURL(await response.blob());
        setPreview({ src: href, error: null });
        tellReplaced(id, response.headers);
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ src: null, error: 'PDFを表示できませんでした。再読み込みしてください' });
      });
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [kind, id, updatedAt]);
  return preview;
}

/** The PDF as the counterparty will see it (it also shows the lines), with download and print. */
export function DetailPreview({ doc }: { doc: SalesDocument }) {
  const title = kindInfo[doc.kind].title;
  const preview = usePdfPreview(doc);

  async function handleDownload(event: MouseEvent<HTMLAnchorElement>) {
    // Fetched, so that characters printed as 〓 can be told; the link still works without script.
    event.preventDefault();
    try {
      tellReplaced(doc.id, await downloadFile(pdfUrl(doc.kind, doc.id, { purpose: 'download' }), `${title}.pdf`));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="preview-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-base font-semibold">
          プレビュー
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={pdfUrl(doc.kind, doc.id, { purpose: 'download' })} download onClick={(event) => void handleDownload(event)}>
              <Download aria-hidden />
              PDFをダウンロード
            </a>
          </Button>
          {/* A new tab prints with the browser's PDF viewer; printing a cross-document frame is unreliable. */}
          <Button variant="outline" size="sm" asChild>
            <a href={pdfUrl(doc.kind, doc.id, { purpose: 'print' })} target="_blank" rel="noopener">
              <Printer aria-hidden />
              印刷
            </a>
          </Button>
        </div>
      </div>
      {preview.src ? (
        <iframe title={`${title}のプレビュー`} src={preview.src} className="h-[80vh] min-h-[28rem] w-full rounded-xl border bg-muted" />
      ) : (
        <div
          role={preview.error ? 'alert' : 'status'}
          className="grid h-[80vh] min-h-[28rem] w-full place-items-center rounded-xl border bg-muted text-sm text-muted-foreground"
        >
          {preview.error ?? 'PDFを読み込んでいます...'}
        </div>
      )}
    </section>
  );
}
