import type { z } from 'zod';
import { validationError } from './errors';

/**
 * The record after a PATCH (read by patchBody of validate.ts), validated as a whole by the create schema: fields not sent keep
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
