import type { ApiError } from '@/core/api-types';

export const fallbackErrorMessage = '通信エラーが発生しました。時間をおいて再度お試しください。';

export type FieldIssue = { path: string; message: string };

/** A failed API call, carrying the server's Japanese message so screens can show it as is. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  /** The whole `error` object of the answer, for the few codes that carry more (e.g. WRONG_HOST). */
  readonly detail: Record<string, unknown>;

  constructor(status: number, code: string, message: string, issues: FieldIssue[] = [], detail: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.detail = detail;
  }
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

function isApiError(value: unknown): value is ApiError {
  const error = (value as ApiError | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Same-origin JSON call with the session cookie; throws ApiRequestError on any failure. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers: extra = {} } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: {
        ...extra,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'network', fallbackErrorMessage);
  }

  const data = await readJson(response);
  if (response.ok) return data as T;
  if (isApiError(data)) {
    const { code, message, issues } = data.error;
    throw new ApiRequestError(response.status, code ?? 'error', message || fallbackErrorMessage, issues ?? [], data.error);
  }
  throw new ApiRequestError(response.status, 'error', fallbackErrorMessage);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : fallbackErrorMessage;
}
