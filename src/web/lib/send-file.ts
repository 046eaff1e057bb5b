import { type ApiErrorCode, ApiRequestError, errorOfAnswer, fallbackErrorMessage } from './api';

/** A refused upload, with the whole error body for callers that need more than the message. */
export class UploadRequestError extends ApiRequestError {
  readonly body: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, body: unknown) {
    super(status, code, message);
    this.name = 'UploadRequestError';
    this.body = body;
  }
}

type SendFileOptions = {
  contentType: string;
  /** 0–1 while the body goes up; 1 once it is all sent and the server is working. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs a file as the raw body and answers its JSON. XMLHttpRequest rather than fetch, because
 * only it reports upload progress.
 */
export function sendFile<T>(url: string, file: Blob, { contentType, onProgress, signal }: SendFileOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', fallbackErrorMessage));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const { code, message } = errorOfAnswer(xhr.status, body);
      reject(new UploadRequestError(xhr.status, code, message, body));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
