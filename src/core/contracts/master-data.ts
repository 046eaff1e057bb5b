import { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import { masterExportQuery, masterImportQuery, masterImportStartQuery, masterListQuery } from '../schemas/master-data';
import { endpoint } from './endpoint';

/** A CSV row the import could not take: its line (the header being 1) and why, in Japanese. */
export const importRowError = z.object({ line: z.number(), message: z.string() });
export type ImportRowError = z.output<typeof importRowError>;

/** What a CSV import answers: the file's rows and how many are valid; once written, how many were created and updated. */
export const importSummary = z.object({
  total: z.number(),
  valid: z.number(),
  errors: z.array(importRowError),
  created: z.number().optional(),
  updated: z.number().optional(),
});
export type ImportSummary = z.output<typeof importSummary>;

/**
 * A CSV import written by a background job: queued, running (its file read: `total` rows, `valid`
 * of them to write, `done` written so far), then done (how many created and updated) or failed
 * (`error`, with the rows in `errors` when an all-or-nothing file had invalid ones).
 */
export const masterImport = z.object({
  id: z.string(),
  mode: z.enum(['all', 'valid']),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().nullable(),
  valid: z.number().nullable(),
  done: z.number(),
  errors: z.array(importRowError),
  created: z.number().nullable(),
  updated: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type MasterImport = z.output<typeof masterImport>;

/** The codes of a CSV import's refusals, whatever the entity. */
const importErrors = [
  'TOO_MANY_ROWS',
  'IMPORT_ROWS_INVALID',
  'EMPTY_CSV',
  'MALFORMED_CSV',
  'MISSING_COLUMNS',
  'IMPORT_CONFLICT',
  'IMPORT_FAILED',
  'IMPORT_UNDO_FAILED',
] as const satisfies readonly ErrorCode[];

type MasterDataShape<Row extends z.ZodType, Input extends z.ZodObject, Filters extends z.ZodRawShape> = {
  /** 商品 / 顧客, for the summaries. */
  label: string;
  row: Row;
  input: Input;
  /** The entity's own list filters (an unknown value filters nothing, so each is free text). */
  filters: Filters;
  /** Refusals of a value that names another record (a product's image), on create and edit. */
  referenceErrors: readonly ErrorCode[];
  /** Refusals of a locked row (an erased customer), on edit and import. */
  lockedErrors: readonly ErrorCode[];
};

/**
 * The endpoints every master-data entity has under /api/{resource}: the list (paged, searched,
 * sorted), CSV export and import, and one row's read, create and edit. Made from the entity's
 * schemas, as the server's routes are made from its definition (server/master-data).
 */
export function masterDataEndpoints<
  const R extends 'products' | 'customers',
  Row extends z.ZodType,
  Input extends z.ZodObject,
  Filters extends z.ZodRawShape,
  const References extends readonly ErrorCode[],
  const Locked extends readonly ErrorCode[],
>(resource: R, shape: MasterDataShape<Row, Input, Filters> & { referenceErrors: References; lockedErrors: Locked }) {
  const { label, row, input, filters, referenceErrors, lockedErrors } = shape;
  const base = `/api/${resource}` as const;
  const one = `/api/${resource}/:id` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      summary: `${label}の一覧`,
      query: masterListQuery.extend(filters),
      response: z.object({ items: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() }),
      errors: [],
    }),
    /** The rows the list's search and filters select, as CSV (UTF-8 with BOM, or Shift_JIS). */
    export: endpoint({
      method: 'GET',
      path: `${base}/export`,
      summary: `${label}のCSV出力`,
      query: masterExportQuery,
      response: { file: 'text/csv' },
      errors: [],
    }),
    /** Checks a CSV file (the body is the file itself, text/csv): its rows and their errors; writes nothing. */
    import: endpoint({
      method: 'POST',
      path: `${base}/import`,
      summary: `${label}のCSV取込の確認`,
      query: masterImportQuery,
      response: importSummary,
      errors: importErrors,
    }),
    /**
     * Imports a CSV file (the body is the file itself) on the job queue: answers at once with the
     * import, whose progress and result `importStatus` follows. An Idempotency-Key header makes a
     * repeated request answer the import it queued.
     */
    importStart: endpoint({
      method: 'POST',
      path: `${base}/imports`,
      summary: `${label}のCSV取込を始める`,
      query: masterImportStartQuery,
      status: 202,
      response: masterImport,
      errors: [],
    }),
    /** An import's progress and, once it ended, its result (a failed import's `error.code`: one of the import's refusals). */
    importStatus: endpoint({
      method: 'GET',
      path: `${base}/imports/:id`,
      summary: `${label}のCSV取込の状況`,
      response: masterImport,
      errors: ['NOT_FOUND'],
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      summary: `${label}の詳細`,
      response: row,
      errors: ['NOT_FOUND'],
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      summary: `${label}を登録する`,
      body: input,
      status: 201,
      response: row,
      errors: ['DUPLICATE_CODE', ...referenceErrors],
    }),
    update: endpoint({
      method: 'PATCH',
      path: one,
      summary: `${label}を変更する`,
      body: input,
      bodyKind: 'patch',
      response: row,
      errors: ['NOT_FOUND', 'DUPLICATE_CODE', ...referenceErrors, ...lockedErrors],
    }),
    /**
     * Deletes the row; one a document uses is kept as 無効 instead (`archived`, with the message
     * to show): the documents print it.
     */
    remove: endpoint({
      method: 'DELETE',
      path: one,
      summary: `${label}を削除する`,
      response: z.object({ archived: z.boolean(), message: z.string().optional() }),
      errors: ['NOT_FOUND'],
    }),
  };
}

/** The endpoints of any master-data entity, for the routes shared by all of them (server/master-data). */
export type MasterDataEndpoints = ReturnType<
  typeof masterDataEndpoints<'products' | 'customers', z.ZodType, z.ZodObject, z.ZodRawShape, readonly ErrorCode[], readonly ErrorCode[]>
>;
