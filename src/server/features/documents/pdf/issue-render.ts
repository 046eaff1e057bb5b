import type { DocumentKind } from '@/core/documents';
import type { DateStyle } from '@/core/format';
import type { Db } from '../../../db/client';
import type { PrintableInput } from '../../../pdf/glyphs';

/** A PDF rendered for an issue, with the content it was rendered from (see printedContent). */
export type RenderedIssue = { content: string; pdf: Buffer };

/**
 * One try of an issue (see issuing): the PDF rendered before it, if any, and the number it takes,
 * which a 409 names should that number be in use already.
 */
export type IssueTry = { rendered: RenderedIssue | null; number: string };

/** What a try found the PDF must print: rendered once its transaction has rolled back. */
export type IssuePrint = { printable: PrintableInput; dateStyle: DateStyle; content: string };

/** Thrown inside a try's transaction, rolling it back, when its PDF is still to be rendered. */
export class RenderFirst extends Error {
  constructor(readonly print: IssuePrint) {
    super('the PDF of this issue is rendered before it commits');
  }
}

/** Sorted keys, so that the same content always reads the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, v]) => [key, canonical(v)]));
}

/**
 * What a PDF is rendered from, as canonical JSON: the document, the issuer (with the ids of its
 * logo and seal) and the date style. Left out are what two tries of one issue write anew and no
 * PDF prints: the row ids of a document made in the try (a receipt) and of its lines, and times.
 */
export function printedContent({ doc, issuer }: PrintableInput, dateStyle: DateStyle): string {
  const { id, createdAt, updatedAt, issuedAt, sentAt, pdfSha256, lines, ...printed } = doc;
  return JSON.stringify(canonical({ doc: { ...printed, lines: lines.map(({ id, ...line }) => line) }, issuer, dateStyle }));
}

/**
 * The PDF this try commits with: the one rendered before it, when it was rendered from exactly
 * what the try is about to commit (number included). Otherwise the try rolls back with
 * RenderFirst, and the issue is tried again with a PDF of what it found.
 */
export function pdfOfIssue(issue: IssueTry, printable: PrintableInput, dateStyle: DateStyle): Buffer {
  const content = printedContent(printable, dateStyle);
  if (issue.rendered?.content === content) return issue.rendered.pdf;
  throw new RenderFirst({ printable, dateStyle, content });
}

/** Per database handle: the last issue in line for each company and kind. */
const queues = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `issue` once the issues of the same company and kind before it, through the same
 * database handle, are done. They would otherwise all peek the same number and all but one
 * render again; in line, each renders once, as when the number's row lock queued them.
 */
export async function inLine<T>(db: Db, companyId: string, kind: DocumentKind, issue: () => Promise<T>): Promise<T> {
  const queue = queues.get(db) ?? new Map<string, Promise<void>>();
  queues.set(db, queue);
  const key = `${companyId}\u0000${kind}`;
  const before = queue.get(key);
  let done = () => {};
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const last = before ? before.then(() => mine) : mine;
  queue.set(key, last);
  try {
    await before;
    return await issue();
  } finally {
    done();
    if (queue.get(key) === last) queue.delete(key);
  }
}
