import { ApiRequestError } from '@/web/lib/api';
import type { DraftLine } from './editor-draft';

/** Messages by field: header fields by name, line fields as `lines.<line key>.<field>`, the list itself as `lines`. */
export type EditorErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[] | string; message: string };

/** The line fields a row shows a message under; any other line problem (product, code) is shown under 品名. */
const shownLineFields = new Set(['name', 'quantity', 'unit', 'unitPrice', 'taxCategory', 'date']);

export const lineErrorKey = (lineKey: string, field: string) => `lines.${lineKey}.${field}`;

/**
 * Issues name lines by position (lines.3.name); the editor names them by the line's key, so a
 * message stays on its row after the user moves or deletes rows above it.
 */
export function errorsFromIssues(issues: readonly Issue[], lines: readonly DraftLine[]): EditorErrors {
  const errors: EditorErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const [head = '', index, field] = path;
    const line = head === 'lines' && index !== undefined ? lines[Number(index)] : undefined;
    const key = line ? lineErrorKey(line.key, field && shownLineFields.has(field) ? field : 'name') : head;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed save: the server's field issues placed like the client's own; none for other failures. */
export function errorsFromFailure(error: unknown, lines: readonly DraftLine[]): EditorErrors {
  return error instanceof ApiRequestError ? errorsFromIssues(error.issues, lines) : {};
}

/** Drops the messages of fields the user has just changed. */
export function withoutErrors(errors: EditorErrors, keys: readonly string[]): EditorErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}
