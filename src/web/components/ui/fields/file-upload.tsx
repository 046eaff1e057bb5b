import { ImagePlus, Pause, Play, RotateCw, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { imageTypes, type UploadState, uploadStateLabels, useFileUpload } from '@/web/lib/use-file-upload';
import { Badge, type BadgeTone } from '../primitives/badge';
import { Button } from '../primitives/button';
import { Label } from '../primitives/label';
import { ProgressBar } from '../primitives/progress-bar';

const stateTones: Record<Exclude<UploadState, 'idle'>, BadgeTone> = {
  running: 'info',
  paused: 'warning',
  success: 'success',
  canceled: 'neutral',
  error: 'danger',
};

type FileUploadProps = {
  id: string;
  label: string;
  /** What the picker offers; the server accepts images only. */
  accept?: string;
  buttonLabel?: string;
  /** Under the button: limits, or the current file with its own remove button. */
  hint?: ReactNode;
  isDisabled?: boolean;
  onUploaded: (fileId: string, file: File) => void;
  /** Told when a transfer starts and ends, e.g. to hold a form's submit until it is done. */
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * Picks a file and uploads it resumably, with a progress bar, pause, resume and cancel, and
 * the state of the specification (アップロード中 / 一時停止中 / 完了 / キャンセル / エラー).
 */
export function FileUpload({
  id,
  label,
  accept = imageTypes.join(','),
  buttonLabel = '画像を選択',
  hint,
  isDisabled,
  onUploaded,
  onBusyChange,
}: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useFileUpload({ onSuccess: onUploaded });
  const percent = upload.bytesTotal > 0 ? Math.floor((upload.bytesSent / upload.bytesTotal) * 100) : 0;
  const isBusy = upload.state === 'running' || upload.state === 'paused';
  const handleBusyChange = useEffectEvent((busy: boolean) => onBusyChange?.(busy));
  useEffect(() => handleBusyChange(isBusy), [isBusy]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = '';
    if (file) void upload.start(file);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input ref={input} id={id} type="file" accept={accept} className="sr-only" disabled={isDisabled} onChange={handleChange} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={isDisabled || isBusy} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden />
          {buttonLabel}
        </Button>
        {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
      </div>
      {upload.state !== 'idle' && upload.file && (
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-3" aria-live="polite">
          <div className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-sm">{upload.file.name}</span>
            <Badge tone={stateTones[upload.state]}>{uploadStateLabels[upload.state]}</Badge>
          </div>
          <ProgressBar label={`${upload.file.name}のアップロード`} percent={percent} />
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span className="tabular-nums">{percent}%</span>
            {upload.error && <span className="text-destructive">{upload.error}</span>}
            <span className="ml-auto flex gap-1">
              {upload.state === 'running' && (
                <Button size="sm" variant="ghost" onClick={upload.pause}>
                  <Pause aria-hidden />
                  一時停止
                </Button>
              )}
              {upload.state === 'paused' && (
                <Button size="sm" variant="ghost" onClick={upload.resume}>
                  <Play aria-hidden />
                  再開
                </Button>
              )}
              {upload.canRetry && (
                <Button size="sm" variant="ghost" onClick={() => upload.file && void upload.start(upload.file)}>
                  <RotateCw aria-hidden />
                  再試行
                </Button>
              )}
              {isBusy && (
                <Button size="sm" variant="ghost" onClick={upload.cancel}>
                  <X aria-hidden />
                  キャンセル
                </Button>
              )}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
