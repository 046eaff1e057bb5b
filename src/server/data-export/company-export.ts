import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, asc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toCsv } from '@/core/csv';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import type { Db } from '../db/client';
import { isIssued } from '../db/issued-documents';
import { documents, files } from '../db/schema';
import { fileChunks, issuedPdfKey, storedSizes, uploadKey } from '../files/file-store';
import { AppError } from '../http/errors';
import { maxZipBytes, maxZipEntries, type ZipEntry, zipEntryOverhead } from '../http/zip-stream';
import type { MasterRow } from '../master-data/define';
import { type ExportCounts, readmeText } from './readme';
import { type ExportTable, exportTables } from './tables';

/**
 * データの書き出し: everything a company has here, in one ZIP — each table's rows as CSV (UTF-8
 * with BOM) and JSON, the uploaded images and the PDF kept for each issued document.
 *
 * Done like the period export (period-archive.ts), in two passes so that memory stays flat
 * however large the company: `prepareCompanyExport` reads each table a page at a time into files
 * of a temporary folder, with a list of the images and PDFs to add, and checks that one ZIP can
 * hold it all (before the response starts, so a refusal is a plain error); `entries` then streams
 * those files and each stored image and PDF into the ZIP as the client takes it.
 *
 * The tables are read one after another, not in one snapshot: a transaction held for the whole
 * export would stall every other request on embedded PGlite's single connection.
 */
export type CompanyExport = {
  counts: ExportCounts;
  /** The ZIP's entries, once; the temporary folder goes when they end or are abandoned. */
  entries: () => AsyncGenerator<ZipEntry>;
  discard: () => Promise<void>;
};

export type ExportLimits = { entries: number; bytes: number };

const pageSize = 500;

type Column = { property: string; name: string };

/** A table's file in the ZIP (and in the temporary folder): csv/customers.csv, json/customers.json. */
const tableName = (format: 'csv' | 'json', t: ExportTable) => `${format}/${t.name}.${format}`;

const columnsOf = (spec: ExportTable): Column[] =>
  Object.entries(getTableColumns(spec.table) as Record<string, PgColumn>)
    .filter(([, column]) => !spec.omit?.includes(column))
    .map(([property, column]) => ({ property, name: column.name }));

/** The company's rows of the table, a page at a time (all at once for a table without a key). */
async function* pagesOf(db: Db, spec: ExportTable, companyId: string): AsyncGenerator<Record<string, unknown>[]> {
  const keyProperty = Object.entries(getTableColumns(spec.table) as Record<string, PgColumn>).find(([, c]) => c === spec.key)?.[0];
  let after: unknown;
  for (;;) {
    const where = and(eq(spec.scope, companyId), spec.key && after !== undefined ? gt(spec.key, after) : undefined);
    const query = db.select().from(spec.table).where(where);
    const page = (spec.key ? await query.orderBy(asc(spec.key)).limit(pageSize) : await query) as Record<string, unknown>[];
    if (page.length > 0) yield page;
    if (!spec.key || !keyProperty || page.length < pageSize) return;
    after = page.at(-1)?.[keyProperty];
  }
}

/** A value as a CSV cell: dates in ISO 8601, JSON columns as JSON text. */
function cellOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

async function writeTable(db: Db, dir: string, spec: ExportTable, companyId: string): Promise<number> {
  const columns = columnsOf(spec);
  const csv = await open(join(dir, tableName('csv', spec)), 'w');
  const json = await open(join(dir, tableName('json', spec)), 'w');
  try {
    const layout = spec.csv;
    const header = layout ? ['ID', ...layout.csv.map((c) => c.header)] : columns.map((c) => c.name);
    await csv.write(toCsv([header]));
    await json.write('[');
    let count = 0;
    for await (const page of pagesOf(db, spec, companyId)) {
      const records = page.map((row) => {
        if (!layout) return columns.map((c) => cellOf(row[c.property]));
        const view = layout.toView(row as MasterRow);
        return [row.id as string, ...layout.csv.map((c) => c.write(view))];
      });
      await csv.write(toCsv(records, { bom: false }));
      const objects = page.map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c.name, row[c.property] ?? null]))));
      await json.write(`${count === 0 ? '\n' : ',\n'}${objects.join(',\n')}`);
      count += page.length;
    }
    await json.write(count === 0 ? ']\n' : '\n]\n');
    return count;
  } finally {
    await Promise.all([csv.close(), json.close()]);
  }
}

/** A stored file to add to the ZIP: its key and size in the file store, its name and date in the ZIP. */
type StoredEntry = [key: string, size: number, name: string, mtime: string | null];

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };
const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);

/** The company's uploaded images (logo, seal, product images, menu photos), as 画像/{id}.{ext}. */
async function* imageEntries(db: Db, companyId: string): AsyncGenerator<StoredEntry[]> {
  let after = '';
  for (;;) {
    const page = await db
      .select({ id: files.id, contentType: files.contentType, createdAt: files.createdAt })
      .from(files)
      .where(and(eq(files.companyId, companyId), eq(files.isComplete, true), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(pageSize);
    const sizes = await storedSizes(
      db,
      page.map((f) => uploadKey(f.id)),
    );
    yield page.flatMap((f) => {
      const size = sizes.get(uploadKey(f.id));
      const name = `画像/${f.id}.${extensions[f.contentType] ?? 'bin'}`;
      return size === undefined ? [] : [[uploadKey(f.id), size, name, f.createdAt.toISOString()] satisfies StoredEntry];
    });
    if (page.length < pageSize) return;
    after = page.at(-1)?.id ?? after;
  }
}

/** The PDF kept for each issued document, as 帳票PDF/{種類}/{発行日}_{番号}.pdf (drafts have none). */
async function* pdfEntries(db: Db, companyId: string): AsyncGenerator<StoredEntry[]> {
  const taken = new Set<string>();
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: documents.id,
        kind: documents.kind,
        number: documents.number,
        revision: documents.revision,
        issueDate: documents.issueDate,
        issuedAt: documents.issuedAt,
      })
      .from(documents)
      // Every issued revision: a superseded one was issued and sent, and its PDF was kept.
      .where(and(eq(documents.companyId, companyId), isIssued(), gt(documents.id, after)))
      .orderBy(asc(documents.id))
      .limit(pageSize);
    const sizes = await storedSizes(
      db,
      page.map((d) => issuedPdfKey(companyId, d.id)),
    );
    yield page.flatMap((d) => {
      const key = issuedPdfKey(companyId, d.id);
      const size = sizes.get(key);
      if (size === undefined) return [];
      const base = `帳票PDF/${kindInfo[d.kind].title}/${d.issueDate.replace(/-/g, '')}_${safe(documentNumberLabel(d.number, d.revision))}`;
      let name = `${base}.pdf`;
      for (let n = 2; taken.has(name); n++) name = `${base}_${n}.pdf`;
      taken.add(name);
      return [[key, size, name, d.issuedAt?.toISOString() ?? null] satisfies StoredEntry];
    });
    if (page.length < pageSize) return;
    after = page.at(-1)?.id ?? after;
  }
}

export async function prepareCompanyExport(
  db: Db,
  company: { id: string; name: string },
  limits: ExportLimits = { entries: maxZipEntries, bytes: maxZipBytes },
): Promise<CompanyExport> {
  const dir = await mkdtemp(join(tmpdir(), 'kanri-export-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  let list: FileHandle | undefined;
  try {
    await Promise.all([mkdir(join(dir, 'csv')), mkdir(join(dir, 'json'))]);
    const rows: Record<string, number> = {};
    for (const spec of exportTables) rows[spec.name] = await writeTable(db, dir, spec, company.id);
    list = await open(join(dir, 'files.jsonl'), 'w');
    const stored = { images: 0, pdfs: 0, bytes: 0 };
    const listed = async (entries: AsyncGenerator<StoredEntry[]>, kind: 'images' | 'pdfs') => {
      for await (const page of entries) {
        for (const entry of page) {
          stored[kind]++;
          stored.bytes += entry[1] + zipEntryOverhead(entry[2]);
          await list?.write(`${JSON.stringify(entry)}\n`);
        }
      }
    };
    await listed(imageEntries(db, company.id), 'images');
    await listed(pdfEntries(db, company.id), 'pdfs');
    const counts: ExportCounts = { rows, images: stored.images, pdfs: stored.pdfs };
    await writeFile(join(dir, 'README.txt'), readmeText(company.name, counts, new Date()));
    const written = ['README.txt', ...exportTables.flatMap((t) => [tableName('csv', t), tableName('json', t)])];
    let bytes = stored.bytes;
    for (const name of written) bytes += (await stat(join(dir, name))).size + zipEntryOverhead(name);
    const entries = written.length + stored.images + stored.pdfs;
    if (entries > limits.entries || bytes > limits.bytes)
      throw new AppError(
        400,
        'EXPORT_TOO_LARGE',
        `データが${(bytes / 1024 ** 3).toFixed(1)}GB・${entries.toLocaleString('ja-JP')}ファイルあり、1つのZIP（4GB・65,535ファイルまで）に入りきりません。サポートにお問い合わせください`,
      );
    return { counts, entries: () => exportEntries(db, dir), discard };
  } catch (error) {
    await discard();
    throw error;
  } finally {
    await list?.close();
  }
}

async function* exportEntries(db: Db, dir: string): AsyncGenerator<ZipEntry> {
  try {
    yield { name: 'README.txt', chunks: createReadStream(join(dir, 'README.txt')) };
    for (const format of ['csv', 'json'] as const) {
      for (const t of exportTables) yield { name: tableName(format, t), chunks: createReadStream(join(dir, tableName(format, t))) };
    }
    const list = createInterface({ input: createReadStream(join(dir, 'files.jsonl')), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of list) {
      const [key, size, name, mtime] = JSON.parse(line) as StoredEntry;
      // Images and PDFs are compressed already: stored as they are.
      yield { name, isStored: true, mtime: mtime ? new Date(mtime) : undefined, chunks: fileChunks(db, key, size) };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
