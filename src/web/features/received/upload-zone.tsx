import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useState } from 'react';
import { isReceivedContentType, maxReceivedBytes, receivedSizeMessage, receivedTypeMessage } from '@/core/received';
import { ProgressBar } from '@/web/components/ui/primitives/progress-bar';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { receivedKey, uploadReceivedFile } from './received-api';

type Sending = { key: string; name: string; percent: number; error: string | null };

/** Refused here before a byte is sent, with the server's own words. */
function refusal(file: File): string | null {
  if (!isReceivedContentType(file.type)) return receivedTypeMessage;
  if (file.size > maxReceivedBytes) return receivedSizeMessage;
  return null;
}

/**
 * Drop one file or many (or pick them): each is sent as it is and becomes a 未確認 entry below,
 * waiting for its keys. A file refused (type, size) says why and the others go on.
 */
export function UploadZone() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Sending[]>([]);
  const [isOver, setIsOver] = useState(false);
  const update = (key: string, change: Partial<Sending>) => setSending((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));

  async function send(file: File, key: string) {
    const refused = refusal(file);
    if (refused) return update(key, { error: refused });
    try {
      await uploadReceivedFile(file, (fraction) => update(key, { percent: Math.round(fraction * 100) }));
      setSending((all) => all.filter((s) => s.key !== key));
      await queryClient.invalidateQueries({ queryKey: receivedKey });
    } catch (error) {
      update(key, { error: errorMessage(error) });
    }
  }

  function start(files: File[]) {
    const added = files.map((file) => ({ file, key: crypto.randomUUID() }));
    setSending((all) => [
      ...all.filter((s) => !s.error),
      ...added.map(({ file, key }) => ({ key, name: file.name, percent: 0, error: null })),
    ]);
    // One after another: the order of the drafts is the order the files were dropped in.
    void added.reduce((previous, { file, key }) => previous.then(() => send(file, key)), Promise.resolve());
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setIsOver(false);
    start(Array.from(event.dataTransfer.files));
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    start(Array.from(event.currentTarget.files ?? []));
    event.currentTarget.value = '';
  }

  return (
    <div className="grid gap-2">
      <label
        htmlFor="received-files"
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={handleDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm text-muted-foreground transition-colors hover:bg-muted/50',
          isOver && 'border-sky-600 bg-sky-50 dark:bg-sky-950',
        )}
      >
        <FileUp aria-hidden className="size-6" />
        <span className="font-medium text-foreground">受領した請求書・領収書のファイルをここにドロップ（複数可）</span>
        <span>またはクリックして選択　PDF・PNG・JPEG、1ファイル10MBまで</span>
        <input
          id="received-files"
          type="file"
          multiple
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          className="sr-only"
          onChange={handlePick}
        />
      </label>
      {sending.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label="アップロード中のファイル">
          {sending.map((s) => (
            <li key={s.key} className="grid gap-1">
              <span className="truncate">{s.name}</span>
              {s.error ? (
                <span role="alert" className="text-destructive">
                  {s.error}
                </span>
              ) : (
                <ProgressBar label={`${s.name}をアップロード中`} percent={s.percent} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
