import type { z } from 'zod';
import { ApiRequestError } from './api';

export type FieldErrors = Partial<Record<string, string>>;

/** First message per top-level field, the way forms show them under each input. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field messages the server attached to a validation error, if any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const issue of error.issues) {
    const key = issue.path.split('.')[0] ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Reads a form's fields as strings (inputs only; files and checkboxes are not used here). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')])) as Record<K, string>;
}

/** Whether a named checkbox of the form is ticked. */
export function formChecked(form: HTMLFormElement, name: string): boolean {
  return new FormData(form).get(name) === 'on';
}
