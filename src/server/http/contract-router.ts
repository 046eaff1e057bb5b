import { type Context, type Env, Hono, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { type Endpoint, errorsOf, fileTypesOf, isFileAnswer, isNoContent, successStatusOf } from '@/core/contracts/endpoint';
import type { ErrorCode } from '@/core/error-codes';
import { log } from '../log';
import { errorJson } from './errors';
import { jsonBody, patchBody, queryParams } from './validate';

type SuccessStatus<D extends Endpoint> = D['status'] extends 201 | 202 ? D['status'] : ContentfulStatusCode;

/**
 * What a handler of the endpoint must return: `c.json(...)` of its declared response (with its
 * declared status where that is not 200), `c.body(null, 204)` for no content, or any Response
 * for a file answer. A field missing, renamed or of another type is a compile error at the handler.
 */
export type ReplyOf<D extends Endpoint> = D['response'] extends z.ZodType
  ? Response & TypedResponse<z.input<D['response']>, SuccessStatus<D>, 'json'>
  : D['response'] extends { noContent: true }
    ? Response & TypedResponse<null, 204, 'body'>
    : Response;

type InputOf<D extends Endpoint> = {
  in: (D['body'] extends z.ZodType ? { json: z.input<D['body']> } : Record<never, never>) &
    (D['query'] extends z.ZodType ? { query: Record<string, string> } : Record<never, never>);
  out: (D['body'] extends z.ZodType
    ? { json: D['bodyKind'] extends 'patch' ? Record<string, unknown> : z.output<D['body']> }
    : Record<never, never>) &
    (D['query'] extends z.ZodType ? { query: z.output<D['query']> } : Record<never, never>);
};

export type ContractHandler<E extends Env, D extends Endpoint> = (c: Context<E, D['path'], InputOf<D>>) => ReplyOf<D> | Promise<ReplyOf<D>>;

const endpointKey = Symbol('endpoint');

/** The endpoint a route was registered from, for /api/openapi.json. */
export function endpointOf(handler: unknown): Endpoint | undefined {
  return (handler as { [endpointKey]?: Endpoint } | undefined)?.[endpointKey];
}

/**
 * Answers are checked against their contract where tests run (vitest, and the server the browser
 * tests start): a drift fails the test that made the request, with the reason in the answer.
 */
const checkAnswers = process.env.NODE_ENV === 'test';

function drift(c: Context, declared: Endpoint, reason: string): Response {
  const message = `応答が契約と一致しません (${declared.method} ${declared.path}): ${reason}`;
  log.error({ route: declared.path }, message);
  return errorJson(c, 500, 'INTERNAL', message);
}

async function checkAnswer(c: Context, declared: Endpoint): Promise<void> {
  const answer = c.res;
  // A stream Node serves itself (sse-response.ts) has already written its headers: nothing to check or replace.
  if (answer.headers.get('x-hono-already-sent')) return;
  const type = answer.headers.get('Content-Type') ?? '';
  if (answer.status >= 400) {
    if (!type.startsWith('application/json')) return;
    const code = ((await answer.clone().json()) as { error?: { code?: string } }).error?.code;
    if (!errorsOf(declared).includes(code as ErrorCode)) c.res = drift(c, declared, `宣言されていないエラーコード ${code}`);
    return;
  }
  if (isFileAnswer(declared.response)) {
    if (!fileTypesOf(declared.response).some((file) => type.startsWith(file))) c.res = drift(c, declared, `Content-Type ${type}`);
    return;
  }
  const expected = successStatusOf(declared);
  if (answer.status !== expected) {
    c.res = drift(c, declared, `ステータス ${answer.status} (契約は ${expected})`);
    return;
  }
  if (isNoContent(declared.response)) return;
  const parsed = declared.response.safeParse(await answer.clone().json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    c.res = drift(c, declared, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
}

function contractMark(declared: Endpoint): MiddlewareHandler {
  const mark: MiddlewareHandler = async (c, next) => {
    await next();
    if (checkAnswers) await checkAnswer(c, declared);
  };
  return Object.assign(mark, { [endpointKey]: declared });
}

function validators(declared: Endpoint): MiddlewareHandler[] {
  const list: MiddlewareHandler[] = [];
  if (declared.query) list.push(queryParams(declared.query));
  if (declared.body) {
    if (declared.bodyKind === 'patch') list.push(patchBody(declared.body as z.ZodObject));
    else list.push(jsonBody(declared.body, { optional: declared.bodyKind === 'optional' }));
  }
  return list;
}

/**
 * A router mounted at `base` whose routes are registered from contracts: `on(endpoint, handler)`
 * adds the endpoint's validators before the handler and types the handler's answer by the
 * contract. Mount its `app` at `base` as before (`app.route(base, router.app)`).
 */
export function contractRouter<E extends Env>(base: string) {
  const app = new Hono<E>();
  function on<D extends Endpoint>(declared: D, ...handlers: [...MiddlewareHandler<E>[], ContractHandler<E, D>]): void {
    if (!declared.path.startsWith(base)) throw new Error(`${declared.path} is not under ${base}`);
    const path = declared.path.slice(base.length) || '/';
    const chain = [contractMark(declared), ...validators(declared), ...handlers] as MiddlewareHandler[];
    app.on(declared.method, path, ...(chain as [MiddlewareHandler]));
  }
  return { app, on };
}
