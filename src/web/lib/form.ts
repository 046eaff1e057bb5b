import type { z } from 'zod';
import { ApiRequestError } from './api';

/**
 * Messages by field path (`name`, `paymentTerms`, `numbering.invoice.template`), the first per
 * path. A deep issue is also filed under each shorter prefix, so a group (支払条件, 利用できる機能)
 * shows a message from any of its parts while a repeated deep field shows only its own.
 */
export type FieldErrors = Partial<Record<string, string>>;

export function errorsByPath(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    for (let i = parts.length; i > 0; i--) errors[parts.slice(0, i).join('.')] ??= issue.message;
  }
  return errors;
}

/** The shared schema's Japanese messages by field path. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return errorsByPath(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

/** Field messages the server attached to a validation error (`{ error: { issues: [{ path, message }] } }`), if any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? errorsByPath(error.issues) : {};
}

/** A form's values as its inputs hold them, nested by dotted name. */
export type FormValue = string | boolean | FormValues;
export type FormValues = { [name: string]: FormValue | undefined };
/** How an input is read: a text-like input (input, select, textarea, radio group) or a checkbox. */
export type FieldKind = 'text' | 'checkbox';

/**
 * Reads the given fields from a submitted form: the text typed, or whether a checkbox is ticked.
 * A dotted name nests (`receipt.addressee` → `{ receipt: { addressee } }`). A text field the form
 * does not hold (not shown, or disabled) is left out, so a strict schema sees no stray key.
 */
export function readFormValues(data: FormData, fields: ReadonlyMap<string, FieldKind>): FormValues {
  const values: FormValues = {};
  for (const [name, kind] of fields) {
    const raw = data.get(name);
    if (kind === 'text' && raw === null) continue;
    setPath(values, name.split('.'), kind === 'checkbox' ? raw !== null : String(raw));
  }
  return values;
}

function setPath(target: FormValues, path: string[], value: string | boolean) {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = target[head];
  const next: FormValues = typeof child === 'object' ? child : {};
  target[head] = next;
  setPath(next, rest, value);
}

/**
 * Whether any of these messages has a place on the screen: a path the form shows, or a group
 * above one. When none has, the form shows the failure's own message above its fields instead.
 */
export function isShownOnFields(errors: FieldErrors, shownPaths: Iterable<string>): boolean {
  const paths = [...shownPaths];
  return Object.keys(errors).some((key) => paths.some((path) => path === key || path.startsWith(`${key}.`)));
}
