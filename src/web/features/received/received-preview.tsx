import type { ReceivedSummary } from '@/core/contracts/received';
import { receivedFileUrl } from './received-api';

/** The file as received, in the page: a PDF in the browser's viewer, an image as it is. */
export function ReceivedPreview({ entry, className = 'h-96' }: { entry: ReceivedSummary; className?: string }) {
  const src = receivedFileUrl(entry.id);
  if (entry.contentType === 'application/pdf')
    return <iframe title={`プレビュー: ${entry.filename}`} src={src} className={`w-full rounded-md border bg-muted ${className}`} />;
  return (
    <div className={`flex items-center justify-center overflow-auto rounded-md border bg-muted ${className}`}>
      <img src={src} alt={`プレビュー: ${entry.filename}`} className="max-h-full max-w-full object-contain" />
    </div>
  );
}
