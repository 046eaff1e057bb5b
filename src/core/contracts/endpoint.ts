import type { z } from 'zod';
import type { ErrorCode } from '../error-codes';

/**
 * The HTTP contract: each endpoint is declared once, in `src/core/contracts/<feature>.ts`, with
 * its method, path, request schemas, response schema and the error codes it may answer. The
 * server registers its route from the declaration (server/http/contract-router.ts), the web calls
 * it with `call(endpoint, …)` (web/lib/api.ts) and gets the typed response, and
 * /api/openapi.json is generated from the same declarations. A handler whose answer drifts from
 * its declared response does not compile; in tests every answer is also checked against it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A success answer that is not JSON (a PDF, a CSV, a ZIP, an event stream), by its media type;
 * a file kept as it was received may be one of several, named apart by spaces.
 */
export type FileAnswer = { file: string };

/** The media types (or type prefixes such as `image/`) a file answer may carry. */
export const fileTypesOf = (answer: FileAnswer): string[] => answer.file.split(' ');

/** A success answer without a body: `204 No Content`. */
export const noContent = { noContent: true } as const;
export type NoContent = typeof noContent;

export type Endpoint = {
  method: HttpMethod;
  /** The whole path, `/api/staff/:id`; `:name` segments are path parameters. */
  path: string;
  /** One Japanese line for the API document. */
  summary: string;
  /** The JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /**
   * How the body is read: `patch` takes an object of the fields to change (each optional, checked
   * against the record later); `optional` takes an empty body as `{}`.
   */
  bodyKind?: 'patch' | 'optional';
  /** The query string (one value per name), validated before the handler runs. */
  query?: z.ZodType;
  /** The success status; 200 unless said (204 for `noContent`). */
  status?: 200 | 201 | 202;
  /** The JSON of a success answer, the media type of a file answer, or `noContent`. */
  response: z.ZodType | FileAnswer | NoContent;
  /** The codes this endpoint's own refusals carry (those every endpoint may answer are in commonErrors). */
  errors: readonly ErrorCode[];
};

/** Declares an endpoint; the `const` parameter keeps its path and codes as literal types. */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/**
 * Codes any endpoint may answer whatever it declares: refused before its handler runs (session,
 * host, permission, rate, size, origin, URL, JSON reading) or by the server's own state.
 */
export const commonErrors = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'WRONG_HOST',
  'WRONG_ACCOUNT',
  'UNKNOWN_HOST',
  'UNKNOWN_OEM',
  'NO_COMPANY',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'CROSS_ORIGIN',
  'INVALID_URL',
  'BAD_REQUEST',
  'MALFORMED_JSON',
  'INVALID_CHARACTERS',
  'FORBIDDEN_KEY',
  'UNSUPPORTED_CONTENT_TYPE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];

/** Every code an endpoint may answer: its own, the common ones, and VALIDATION_FAILED where it reads input. */
export function errorsOf(declared: Endpoint): ErrorCode[] {
  const reads = declared.body !== undefined || declared.query !== undefined;
  return [...new Set<ErrorCode>([...declared.errors, ...commonErrors, ...(reads ? (['VALIDATION_FAILED'] as const) : [])])];
}

export const isFileAnswer = (response: Endpoint['response']): response is FileAnswer => typeof (response as FileAnswer).file === 'string';

export const isNoContent = (response: Endpoint['response']): response is NoContent => (response as NoContent).noContent === true;

/** The status of a success answer. */
export const successStatusOf = (declared: Endpoint): number => (isNoContent(declared.response) ? 204 : (declared.status ?? 200));

declare const declaredBy: unique symbol;

/**
 * An endpoint's method and path without its schemas, for a page that must not load zod (the
 * diner's phone, where every kilobyte counts on a slow network). Typed by the endpoint it names:
 * a path or method that no longer matches fails to compile, and `call` takes it like the
 * endpoint itself, with the same typed input and answer. Its answer is trusted rather than
 * parsed: the server's answers are checked against the endpoint's schemas in tests.
 */
export type Route<E extends Endpoint> = {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly noContent?: true;
  readonly [declaredBy]?: E;
};

/** The route of an endpoint: `route<typeof endpoints.cart>('GET', '/api/…/cart')`. */
export function route<E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  ...[answer]: E['response'] extends NoContent ? [NoContent] : []
): Route<E> {
  return answer ? { method, path, noContent: true } : { method, path };
}

/** `/api/staff/:id/x` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** What a success answer of the endpoint holds: the JSON's type (nothing for `noContent`). */
export type AnswerOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

/** The body a caller sends: for a PATCH, any of the fields. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? E['bodyKind'] extends 'patch'
    ? Partial<z.input<E['body']>>
    : z.input<E['body']>
  : never;

/** The query a caller sends: each value is written into the URL as text. */
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? { [K in keyof z.output<E['query']>]?: string | number | boolean | null }
  : never;

/** The path with its parameters filled in (each encoded), and the query string appended. */
export function pathOf(declared: Pick<Endpoint, 'path'>, params: Record<string, string> = {}, query?: Record<string, unknown>): string {
  const path = declared.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
