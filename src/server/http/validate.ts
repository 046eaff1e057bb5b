import type { Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError, readJsonBody, validationError } from './errors';

/** The zod schemas a route validates its request with, kept on its validator for /api/openapi.json. */
export type RequestSchemas = { json?: z.ZodType; query?: z.ZodType; optionalBody?: boolean };

const schemasKey = Symbol('request schemas');
type Described = { [schemasKey]?: RequestSchemas };

/** The schemas a route handler validates with, if it is one of the validators below. */
export function requestSchemasOf(handler: unknown): RequestSchemas | undefined {
  return (handler as Described | undefined)?.[schemasKey];
}

function described<H extends MiddlewareHandler>(handler: H, schemas: RequestSchemas): H {
  return Object.assign(handler, { [schemasKey]: schemas });
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

type Validated<Target extends 'json' | 'query', In, Out> = {
  in: { [K in Target]: In };
  out: { [K in Target]: Out };
};

/**
 * The route's JSON body, validated before the handler runs (`c.req.valid('json')`). Malformed
 * JSON and unsafe text are refused by readJsonBody whatever the Content-Type; `optional` takes
 * an empty body as `{}` (actions whose options may all be left out).
 */
export function jsonBody<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
  options: { optional?: boolean } = {},
): MiddlewareHandler<E, P, Validated<'json', z.input<S>, z.output<S>>> {
  return described(
    async (c, next) => {
      const empty = options.optional === true && (await c.req.text()).trim() === '';
      c.req.addValidatedData('json', parse(schema, empty ? {} : await readJsonBody(c)) as object);
      await next();
    },
    { json: schema, optionalBody: options.optional },
  );
}

/**
 * A PATCH body: a JSON object of the fields to change, validated later against the record it
 * changes (see applyPatch), so the handler gets the object itself. The document describes it
 * by the schema's fields, each optional.
 */
export function patchBody<S extends z.ZodObject, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, Validated<'json', Partial<z.input<S>>, Record<string, unknown>>> {
  return described(
    async (c, next) => {
      const body = await readJsonBody(c);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new AppError(400, 'MALFORMED_JSON', 'リクエストの形式が正しくありません');
      c.req.addValidatedData('json', body);
      await next();
    },
    { json: schema.partial() },
  );
}

/** The route's query string (one value per name), validated before the handler runs (`c.req.valid('query')`). */
export function queryParams<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, Validated<'query', Record<string, string>, z.output<S>>> {
  return described(
    async (c, next) => {
      c.req.addValidatedData('query', parse(schema, c.req.query()) as object);
      await next();
    },
    { query: schema },
  );
}
