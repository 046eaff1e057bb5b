import type { Hono } from 'hono';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { z } from 'zod';
import { type Endpoint, errorsOf, fileTypesOf, isFileAnswer, isNoContent, successStatusOf } from '@/core/contracts/endpoint';
import { errorCodes } from '@/core/error-codes';
import { endpointOf } from './contract-router';
import { type RequestSchemas, requestSchemasOf } from './validate';

const errorSchema = (codes: readonly string[]) => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: codes },
        message: { type: 'string', description: '日本語のメッセージ' },
        issues: {
          type: 'array',
          items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
});

function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input') {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** A handler mounted from a router with its own onError is wrapped; the validator is the one inside. */
function unwrap(handler: unknown): unknown {
  const inner = (handler as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner ? unwrap(inner) : handler;
}

function queryParameters(schema: z.ZodType) {
  const { properties = {}, required = [] } = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

function successResponse(declared: Endpoint | undefined) {
  if (!declared) return { '200': { description: 'OK' } };
  if (isNoContent(declared.response)) return { '204': { description: declared.summary } };
  const content = isFileAnswer(declared.response)
    ? Object.fromEntries(fileTypesOf(declared.response).map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
    : { 'application/json': { schema: jsonSchema(declared.response, 'output') } };
  return { [String(successStatusOf(declared))]: { description: declared.summary, content } };
}

function operation(path: string, { json, query, optionalBody }: RequestSchemas, declared: Endpoint | undefined) {
  const errors = errorSchema(declared ? errorsOf(declared) : errorCodes);
  const parameters = [...pathParameters(path), ...(query ? queryParameters(query) : [])];
  return {
    ...(declared ? { summary: declared.summary } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(json ? { requestBody: { required: !optionalBody, content: { 'application/json': { schema: jsonSchema(json) } } } } : {}),
    responses: {
      ...successResponse(declared),
      '4XX': { description: 'エラー', content: { 'application/json': { schema: errors } } },
      '5XX': { description: 'サーバーの状態によるエラー', content: { 'application/json': { schema: errors } } },
    },
  };
}

/**
 * /api/openapi.json: every route the app serves, with the request body and query each one
 * validates — read from the validators (jsonBody, patchBody, queryParams) registered on the
 * route itself, so the document cannot drift from what the server checks — and, for a route
 * registered from its contract (src/core/contracts), the answer and the error codes it declares.
 */
export function openApiDocument(app: Hono<never>) {
  const schemas = new Map<string, RequestSchemas>();
  const endpoints = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
    const key = `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const handler = unwrap(route.handler);
    schemas.set(key, { ...schemas.get(key), ...requestSchemasOf(handler) });
    const declared = endpointOf(handler);
    if (declared) endpoints.set(key, declared);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, found] of schemas) {
    const [method, path] = key.split(' ') as [string, string];
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(path, found, endpoints.get(key));
  }
  return { openapi: '3.1.0', info: { title: 'kanri API', version: '1' }, paths };
}
