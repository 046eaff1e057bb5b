import { type AnswerOf, type Endpoint, pathOf } from '@/core/contracts/endpoint';
import { type ApiErrorCode, ApiRequestError, answerOf, type CallInput, errorOfAnswer, fallbackErrorMessage } from './api';

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
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a file as the raw body of an endpoint of the contract (a CSV import) and resolves to its
 * declared answer. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function sendFile<E extends Endpoint>(endpoint: E, file: Blob, input: CallInput<E> & SendFileOptions): Promise<AnswerOf<E>> {
  const {
    params,
    query,
    signal,
    headers = {},
    contentType,
    onProgress,
  } = input as SendFileOptions & {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, pathOf(endpoint, params, query));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => reject(new ApiRequestError(0, 'network', fallbackErrorMessage));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(answerOf(endpoint, body));
        } catch (error) {
          return reject(error);
        }
      }
      const { code, message } = errorOfAnswer(xhr.status, body);
      reject(new UploadRequestError(xhr.status, code, message, body));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
