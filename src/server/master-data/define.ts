import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ErrorCode } from '@/core/error-codes';
import { toHalfWidth } from '@/core/format';
import type { Tx } from '../db/client';
import type { customers, products } from '../db/schema';

export type MasterTable = typeof products | typeof customers;
export type MasterRow = Record<string, unknown> & { id: string; code: string; name: string };

/**
 * A CSV column: its Japanese header, how a record is written, and how a cell is read back.
 * `read` may `reject` a cell it cannot read with a message of its own, when the form's wording
 * (「選んでください」) would not tell a CSV author what to write.
 */
export type CsvColumn<V> = {
  header: string;
  required?: boolean;
  write: (item: V) => string | number | null;
  read: (cell: string, into: Record<string, unknown>, reject: (message: string) => void) => void;
};

/**
 * What the shared master-data routes need to know of an entity (商品, 顧客): its table,
 * input schemas, API view, sort keys, filters and CSV layout. Paging, search, CSV import
 * and export, the operation log and live updates are the same for both.
 */
export type MasterDataDefinition<V> = {
  entity: 'product' | 'customer';
  /** 商品 / 顧客: used in messages. */
  label: string;
  table: MasterTable;
  input: z.ZodObject;
  toView: (row: MasterRow) => V;
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  filters: Record<string, (value: string) => SQL | undefined>;
  csv: CsvColumn<V>[];
  /** Checks the values about to be written that name other records (e.g. a product's image); throws a 4xx. */
  checkReferences?: (tx: Tx, companyId: string, values: Record<string, unknown>) => Promise<void>;
  /**
   * Rows that no edit or import may change (a customer whose personal data was erased): those whose
   * `column` is set, refused with `code` and a `message` that says why, by the row's code.
   */
  locked?: { column: PgColumn; code: ErrorCode; message: (code: string) => string };
};

export const defineMasterData = <V>(d: MasterDataDefinition<V>) => d;

/** CSV cell readers shared by both entities. */
export const cell = {
  text: (key: string) => (value: string, into: Record<string, unknown>) => {
    into[key] = value;
  },
  active: (key: string) => (value: string, into: Record<string, unknown>) => {
    const text = toHalfWidth(value).trim();
    into[key] = text === '' ? true : !['無効', '0', 'false', 'いいえ'].includes(text);
  },
};
export const activeLabel = (isActive: unknown) => (isActive ? '有効' : '無効');
