import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, readJsonBody, validationError } from './errors';

/** A PATCH body: a JSON object (validated against the record it changes, see applyPatch). */
export async function readPatch(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError(400, 'MALFORMED_JSON', 'リクエストの形式が正しくありません');
  return body as Record<string, unknown>;
}

/**
 * The record after a PATCH, validated as a whole by the create schema: fields not sent keep
 * their current values. (A `.partial()` schema would not do: zod fills its defaults in for
 * the missing fields, and a PATCH of one field would reset the others.)
 */
export function applyPatch<S extends z.ZodObject>(
  schema: S,
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): z.output<S> {
  const base = Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (current[key] === undefined ? [] : [[key, current[key]]])));
  const parsed = schema.safeParse({ ...base, ...patch });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
