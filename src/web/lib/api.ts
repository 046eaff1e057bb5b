import type { ApiError } from '@/core/api-types';
import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  isFileAnswer,
  isNoContent,
  type PathParams,
  pathOf,
  type QueryOf,
  type Route,
} from '@/core/contracts/endpoint';
import type { ErrorCode } from '@/core/error-codes';

export const fallbackErrorMessage = '通信エラーが発生しました。時間をおいて再度お試しください。';

export type FieldIssue = { path: string; message: string };

/** What a failed call's `code` can be: a code of the closed list, or `network` when no answer came. */
export type ApiErrorCode = ErrorCode | 'network';

/** A failed API call, carrying the server's Japanese message so screens can show it as is. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: FieldIssue[];
  /** The whole `error` object of the answer, for the few codes that carry more (e.g. WRONG_HOST). */
  readonly detail: Record<string, unknown>;

  constructor(status: number, code: ApiErrorCode, message: string, issues: FieldIssue[] = [], detail: Record<string, unknown> = {}) {
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
async function request(path: string, options: ApiOptions = {}): Promise<unknown> {
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
  if (response.ok) return data;
  throw errorOfAnswer(response.status, data);
}

/** The error of a failed answer's body (the server's code and message, or the generic ones). */
export function errorOfAnswer(status: number, data: unknown): ApiRequestError {
  if (isApiError(data)) {
    const { code, message, issues } = data.error;
    return new ApiRequestError(
      status,
      (code as ErrorCode | undefined) ?? 'INTERNAL',
      message || fallbackErrorMessage,
      issues ?? [],
      data.error,
    );
  }
  return new ApiRequestError(status, 'INTERNAL', fallbackErrorMessage);
}

type HasKeys<T> = keyof T extends never ? false : true;

/** What a call of the endpoint takes: its path parameters, its body and its query, each where it has them. */
export type CallInput<E extends Endpoint> = (HasKeys<PathParams<E['path']>> extends true ? { params: PathParams<E['path']> } : unknown) &
  (E['body'] extends object ? (E['bodyKind'] extends 'optional' ? { body?: BodyOf<E> } : { body: BodyOf<E> }) : unknown) &
  (E['query'] extends object ? { query?: QueryOf<E> } : unknown) & { signal?: AbortSignal; headers?: Record<string, string> };

type CallArgs<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls an endpoint of the contract (src/core/contracts) and resolves to its declared answer;
 * throws ApiRequestError, whose `code` is one of the closed list, on any failure. Given the
 * endpoint, the answer is read through its schema; given only its route (a page without zod),
 * the answer is taken as the contract types it.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>>;
export function call<E extends Endpoint>(route: Route<E>, ...[input]: CallArgs<E>): Promise<AnswerOf<E>>;
export async function call(endpoint: Endpoint | Route<Endpoint>, input?: CallInput<Endpoint>): Promise<unknown> {
  const { params, body, query, signal, headers } = (input ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const data = await request(pathOf(endpoint, params, query), { method: endpoint.method, body, signal, headers });
  if (!('response' in endpoint)) return endpoint.noContent ? undefined : data;
  return answerOf(endpoint, data);
}

/**
 * A success answer read through its endpoint's declared schema: the screen gets exactly the
 * contract's shape, or a clear failure (for `call`, and for `sendFile`'s uploads).
 */
export function answerOf<E extends Endpoint>(endpoint: E, data: unknown): AnswerOf<E>;
export function answerOf(endpoint: Endpoint, data: unknown): unknown {
  if (isFileAnswer(endpoint.response)) throw new Error(`${endpoint.path}: a file is downloaded with downloadFile, not called`);
  if (isNoContent(endpoint.response)) return undefined;
  const parsed = endpoint.response.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`${endpoint.method} ${endpoint.path}: the answer does not match its contract`, parsed.error.issues);
  throw new ApiRequestError(0, 'INTERNAL', fallbackErrorMessage);
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : fallbackErrorMessage;
}
