import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, z } from 'zod';
import type { ErrorCode } from '@/core/error-codes';
import { databaseRetryAfterSeconds, databaseUnavailableMessage, isDatabaseUnavailable } from '../db/availability';
import { log } from '../log';
import { type JsonProblem, jsonProblem } from './safe-text';

// A field without a message of its own still fails in Japanese (zod's own wording for it).
z.config(z.locales.ja());

/** Every API error leaves as `{ error: { code, message } }` with a Japanese message. */
export class AppError extends Error {
  /** Sent as Retry-After: the request may succeed unchanged once the server is less busy. */
  retryAfterSeconds?: number;
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message = '対象が見つかりません') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new AppError(403, code, message);
export function unavailable(code: ErrorCode, message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(503, code, message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'ログインしてください');

export function errorJson(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string, issues?: AppError['issues']) {
  return c.json({ error: { code, message, ...(issues ? { issues } : {}) } }, status);
}

export function validationError(error: ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError(400, 'VALIDATION_FAILED', issues[0]?.message ?? '入力内容を確認してください', issues);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return errorJson(c, error.status, error.code, error.message, error.issues);
  }
  if (error instanceof ZodError) {
    const e = validationError(error);
    return errorJson(c, e.status, e.code, e.message, e.issues);
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return errorJson(c, 413, 'PAYLOAD_TOO_LARGE', 'リクエストが大きすぎます');
    return errorJson(c, error.status as ContentfulStatusCode, 'BAD_REQUEST', 'リクエストが正しくありません');
  }
  if (isDatabaseUnavailable(error)) {
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    return errorJson(c, 503, 'DATABASE_UNAVAILABLE', databaseUnavailableMessage);
  }
  log.error({ err: error, status: 500 }, '処理できないエラー');
  return errorJson(c, 500, 'INTERNAL', 'サーバーでエラーが発生しました。時間をおいて再度お試しください。');
}

const jsonProblemErrors: Record<JsonProblem, () => AppError> = {
  'unsafe-text': () => new AppError(400, 'INVALID_CHARACTERS', '入力に使用できない文字(制御文字など)が含まれています'),
  'proto-key': () => new AppError(400, 'FORBIDDEN_KEY', '使用できない項目名が含まれています'),
  'too-deep': () => new AppError(400, 'MALFORMED_JSON', 'データの入れ子が深すぎます'),
};

/**
 * The one reader of JSON request bodies (for the route validators of validate.ts): malformed JSON,
 * text with control characters or lone surrogates, `__proto__` keys and absurd nesting are 400s
 * here, before any schema or query.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'リクエストの形式が正しくありません');
  }
  const problem = jsonProblem(body);
  if (problem) throw jsonProblemErrors[problem]();
  return body;
}
