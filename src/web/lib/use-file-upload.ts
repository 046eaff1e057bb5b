import { useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { fallbackErrorMessage } from './api';

/** Upload constants of the specification (section 9). */
export const uploadChunkBytes = 262_144;
/** Files above this size are resumable: a reload or a dropped connection continues where it stopped. */
export const resumableAboveBytes = 262_144;
export const maxUploadRetryMs = 600_000;
export const maxImageBytes = 10 * 1024 * 1024;
export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type UploadState = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';
export const uploadStateLabels: Record<Exclude<UploadState, 'idle'>, string> = {
  running: 'アップロード中',
  paused: '一時停止中',
  success: '完了',
  canceled: 'キャンセル',
  error: 'エラー',
};

export type UploadProgress = {
  state: UploadState;
  file: File | null;
  bytesSent: number;
  bytesTotal: number;
  error: string | null;
  /** A transfer that failed can be tried again; a refused file (type, size) cannot. */
  canRetry: boolean;
};

const idle: UploadProgress = { state: 'idle', file: null, bytesSent: 0, bytesTotal: 0, error: null, canRetry: false };

/** The server's Japanese message from a tus error response, when it sent one. */
function uploadErrorMessage(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  try {
    const message = body ? (JSON.parse(body) as { error?: { message?: string } }).error?.message : undefined;
    if (message) return message;
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return 'originalResponse' in error && error.originalResponse
    ? fallbackErrorMessage
    : 'アップロードに失敗しました。通信環境を確認してください。';
}

/** Network trouble, a busy or failing server: worth another try. A refused file is not. */
function isTransient(error: Error | DetailedError): boolean {
  const status = ('originalResponse' in error ? error.originalResponse?.getStatus() : 0) ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

/** The file id the server gave the upload: the last segment of its URL. */
export function uploadedFileId(url: string | null): string | null {
  return url?.split('/').filter(Boolean).pop() ?? null;
}

/** A resumable upload (tus) to /api/files with pause, resume and cancel; tus-js-client loads on first use. */
export function useFileUpload({ onSuccess }: { onSuccess: (fileId: string, file: File) => void }) {
  const [progress, setProgress] = useState<UploadProgress>(idle);
  const upload = useRef<Upload | null>(null);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  // Leaving the form stops the transfer; a resumable upload can be continued later.
  useEffect(() => () => void upload.current?.abort(), []);

  const refuse = (file: File, error: string) => setProgress({ ...idle, state: 'error', file, error });
  const fail = (file: File, error: string) => setProgress((p) => ({ ...p, state: 'error', file, error, canRetry: true }));

  async function start(file: File) {
    void upload.current?.abort();
    upload.current = null;
    if (!(imageTypes as readonly string[]).includes(file.type)) return refuse(file, '画像ファイル (JPEG, PNG, GIF, WebP) を選んでください');
    if (file.size > maxImageBytes) return refuse(file, '10MB以下の画像を選んでください');
    setProgress({ state: 'running', file, bytesSent: 0, bytesTotal: file.size, error: null, canRetry: false });
    const startedAt = Date.now();
    const isResumable = file.size > resumableAboveBytes;
    const tus = await import('tus-js-client');
    const current: Upload = new tus.Upload(file, {
      endpoint: '/api/files',
      chunkSize: uploadChunkBytes,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { filename: file.name, filetype: file.type },
      storeFingerprintForResuming: isResumable,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => isTransient(error) && Date.now() - startedAt < maxUploadRetryMs,
      onProgress: (bytesSent, bytesTotal) =>
        setProgress((p) => (upload.current === current && p.state === 'running' ? { ...p, bytesSent, bytesTotal } : p)),
      onError: (error) => {
        if (upload.current !== current) return;
        if (isTransient(error)) fail(file, uploadErrorMessage(error));
        else refuse(file, uploadErrorMessage(error));
      },
      onSuccess: () => {
        if (upload.current !== current) return;
        const fileId = uploadedFileId(current.url);
        if (!fileId) return refuse(file, fallbackErrorMessage);
        setProgress({ state: 'success', file, bytesSent: file.size, bytesTotal: file.size, error: null, canRetry: false });
        onSuccessRef.current(fileId, file);
      },
    });
    upload.current = current;
    if (isResumable) {
      const [previous] = await current.findPreviousUploads();
      if (previous) current.resumeFromPreviousUpload(previous);
    }
    current.start();
  }

  function pause() {
    void upload.current?.abort();
    setProgress((p) => (p.state === 'running' ? { ...p, state: 'paused' } : p));
  }

  function resume() {
    if (!upload.current) return;
    setProgress((p) => (p.state === 'paused' ? { ...p, state: 'running' } : p));
    upload.current.start();
  }

  function cancel() {
    const current = upload.current;
    upload.current = null;
    // Terminating deletes the partial file on the server; a failure there leaves only an orphan.
    void current?.abort(true).catch(() => {});
    setProgress((p) => ({ ...p, state: 'canceled' }));
  }

  function reset() {
    void upload.current?.abort();
    upload.current = null;
    setProgress(idle);
  }

  return { ...progress, start, pause, resume, cancel, reset };
}
