import type { Hono } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { z } from 'zod';
import { type RequestSchemas, requestSchemasOf } from './validate';

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string', description: '日本語のメッセージ' } } },
  },
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

/** A handler mounted from a router with its own onError is wrapped; the validator is the one inside. */
function unwrap(handler: unknown): unknown {
  const inner = (handler as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner ? unwrap(inner) : handler;
}

function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
}

function operation({ json, query, optionalBody }: RequestSchemas) {
  return {
    ...(query ? { parameters: queryParameters(query) } : {}),
    ...(json ? { requestBody: { required: !optionalBody, content: { 'application/json': { schema: jsonSchema(json) } } } } : {}),
    responses: {
      '200': { description: 'OK' },
      '4XX': { description: 'エラー', content: { 'application/json': { schema: errorSchema } } },
    },
  };
}

/**
 * /api/openapi.json: every route the app serves, with the request body and query each one
 * validates — read from the validators (jsonBody, patchBody, queryParams) registered on the
 * route itself, so the document cannot drift from what the server checks.
 */
export function openApiDocument(app: Hono<never>) {
  const schemas = new Map<string, RequestSchemas>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
    schemas.set(key, { ...schemas.get(key), ...requestSchemasOf(unwrap(route.handler)) });
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, found] of schemas) {
    const [method, path] = key.split(' ') as [string, string];
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(found);
  }
  return { openapi: '3.1.0', info: { title: 'kanri API', version: '1' }, paths };
}
