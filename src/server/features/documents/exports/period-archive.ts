import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { toCsv } from '@/core/csv';
import { type DocumentKind, kindInfo } from '@/core/documents';
import type { ShiftJisReplacements } from '@/core/shift-jis';
import type { Db } from '../../../db/client';
import { isIssued, linesOfDocuments } from '../../../db/issued-documents';
import { documents } from '../../../db/schema';
import { fileChunks, issuedPdfKey, storedSizes } from '../../../files/file-store';
import { type CsvEncoding, createCsvEncoder } from '../../../http/csv-body';
import { AppError } from '../../../http/errors';
import { maxZipBytes, maxZipEntries, type ZipEntry, zipEntryOverhead } from '../../../http/zip-stream';
import { documentPdf, pdfFileName } from '../pdf/document-pdf';
import type { PdfOutput } from '../pdf/issued-pdf';
import { successorsOf } from '../revisions';
import { type DocumentRow, type LineRow, toDocument } from '../view';
import { indexCsvHeader, indexCsvRows, linesCsvHeader, linesCsvRows } from './archive-csv';
import { documentsCsvHeader, documentsCsvRows } from './documents-csv';

/**
 * 期間エクスポート (電子帳簿保存法): every document of the given kinds issued in the period, in one
 * ZIP — 索引簿.csv, 帳票一覧.csv, 明細一覧.csv and each PDF in a folder per kind (請求書/…pdf).
 *
 * Drafts are left out: they were never numbered or sent, so they are no 取引関係書類 to keep,
 * and an auditor handed a draft beside the issued copy could take it for the record. Superseded
 * revisions are in: they were issued and sent, and stay part of the record, marked 修正済み
 * with the number that replaced them.
 *
 * There is no cap on the number of documents. The work is done in two passes so that memory
 * stays flat: `preparePeriodArchive` reads the documents a page at a time and writes the three
 * CSV files and a list of the PDFs to a temporary folder (which also settles what Shift_JIS
 * could not hold, to be said in the response's headers before the body starts); `entries` then
 * streams those files and each stored PDF into the ZIP as the client takes it, a stored chunk
 * (256 KiB) at a time.
 *
 * 受領書類 (decision 023) go in too when the export includes 請求書 (the same flag gates them):
 * each file as received in 受領書類/, and their own 受領書類/索引簿.csv with a row per saved
 * version whose 取引年月日 falls in the period (corrected and deleted ones marked).
 */
export type ArchivePeriod = { from: string; to: string };

/**
 * 受領書類 (decision 023) for the same ZIP: rows of their own 索引簿 and each file as received, a
 * page at a time. Another feature's, so the server's composition hands it in.
 */
export type ReceivedArchiveSource = {
  folder: string;
  indexHeader: readonly string[];
  pages: (
    db: Db,
    companyId: string,
    period: ArchivePeriod,
  ) => AsyncIterable<{ indexRows: (string | number)[][]; files: { name: string; key: string; size: number }[] }>;
};
export type PeriodArchive = {
  counts: Record<DocumentKind, number>;
  total: number;
  /** 受領書類 files in the ZIP (0 when 請求書 is not exported or none fall in the period). */
  received: number;
  /** What the CSV files wrote as 〓 (Shift_JIS only), over the three files. */
  replaced: ShiftJisReplacements | null;
  /** The ZIP's entries, once; the temporary folder goes when they end or are abandoned. */
  entries: () => AsyncGenerator<ZipEntry>;
  discard: () => Promise<void>;
};

/** Documents read per query; a page's lines come in one more query. */
const pageSize = 200;

/**
 * The kind's issued documents in the period, a page at a time, in the order of the CSV files:
 * by issue date, then number and revision (the id only breaks ties). Keyset paging on that
 * order: each page starts after the last row of the one before, so every page costs the same.
 */
async function* issuedPages(db: Db, companyId: string, kind: DocumentKind, { from, to }: ArchivePeriod) {
  const number = sql`coalesce(${documents.number}, '')`;
  let after: DocumentRow | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.kind, kind),
          // Every issued revision, superseded ones too (see above), not only the latest.
          isIssued(),
          gte(documents.issueDate, from),
          lte(documents.issueDate, to),
          after &&
            sql`(${documents.issueDate}, ${number}, ${documents.revision}, ${documents.id}) > (${after.issueDate}, ${after.number ?? ''}, ${after.revision}, ${after.id})`,
        ),
      )
      .orderBy(asc(documents.issueDate), asc(number), asc(documents.revision), asc(documents.id))
      .limit(pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page.at(-1);
  }
}

async function linesByDocument(db: Db, companyId: string, rows: DocumentRow[]) {
  const lines = await linesOfDocuments(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const byDocument = new Map<string, LineRow[]>();
  for (const line of lines) {
    const own = byDocument.get(line.documentId);
    if (own) own.push(line);
    else byDocument.set(line.documentId, [line]);
  }
  return byDocument;
}

const fileOf = (row: DocumentRow) => `${kindInfo[row.kind].title}/${pdfFileName(row)}`;

type CsvFile = { name: string; path: string; handle: FileHandle; encoder: ReturnType<typeof createCsvEncoder> };

async function openCsv(dir: string, name: string, header: string[], encoding: CsvEncoding, fileName = name): Promise<CsvFile> {
  const path = join(dir, fileName);
  const file = { name, path, handle: await open(path, 'w'), encoder: createCsvEncoder(encoding) };
  await writeRecords(file, [header]);
  return file;
}

const writeRecords = async (file: CsvFile, records: (string | number | null)[][]) => {
  if (records.length > 0) await file.handle.write(file.encoder.encode(toCsv(records)));
};

function mergeReplaced(files: CsvFile[]): ShiftJisReplacements | null {
  const all = files.map((f) => f.encoder.replaced()).filter((r) => r !== null);
  if (all.length === 0) return null;
  return { count: all.reduce((n, r) => n + r.count, 0), characters: [...new Set(all.flatMap((r) => r.characters))], rows: [] };
}

export type ArchiveLimits = { entries: number; bytes: number };

export async function preparePeriodArchive(
  db: Db,
  output: PdfOutput,
  companyId: string,
  kinds: readonly DocumentKind[],
  period: ArchivePeriod,
  encoding: CsvEncoding,
  limits: ArchiveLimits = { entries: maxZipEntries, bytes: maxZipBytes },
  receivedSource: ReceivedArchiveSource | null = null,
): Promise<PeriodArchive> {
  const dir = await mkdtemp(join(tmpdir(), 'kanri-archive-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const files: CsvFile[] = [];
  let pdfList: FileHandle | undefined;
  try {
    files.push(
      await openCsv(dir, '索引簿.csv', indexCsvHeader, encoding),
      await openCsv(dir, '帳票一覧.csv', documentsCsvHeader({ fileOf }), encoding),
      await openCsv(dir, '明細一覧.csv', linesCsvHeader, encoding),
    );
    const [index, list, lines] = files as [CsvFile, CsvFile, CsvFile];
    pdfList = await open(join(dir, 'pdfs.jsonl'), 'w');
    await mkdir(join(dir, 'rendered'));
    const counts = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<DocumentKind, number>;
    let total = 0;
    let bytes = 0;
    for (const kind of kinds) {
      for await (const page of issuedPages(db, companyId, kind, period)) {
        total += page.length;
        counts[kind] += page.length;
        if (total + files.length > limits.entries)
          throw new AppError(
            400,
            'TOO_MANY_DOCUMENTS',
            `期間内の帳票が${limits.entries.toLocaleString('ja-JP')}件を超え、1つのZIPに入りきりません。期間を短くしてください`,
          );
        const successors = await successorsOf(db, companyId, page);
        await writeRecords(index, indexCsvRows(page, successors, fileOf));
        await writeRecords(list, documentsCsvRows(page, { fileOf, successors }));
        await writeRecords(lines, linesCsvRows(page, await linesByDocument(db, companyId, page)));
        const kept = await storedSizes(
          db,
          page.map((row) => issuedPdfKey(companyId, row.id)),
        );
        for (const row of page) {
          const pdf = await pdfSourceOf(db, output, companyId, row, dir, kept);
          bytes += pdf.size + zipEntryOverhead(fileOf(row));
          await pdfList.write(`${JSON.stringify([pdf.source, fileOf(row), row.issuedAt?.toISOString() ?? null])}\n`);
        }
      }
    }
    let received = 0;
    if (receivedSource && kinds.includes('invoice'))
      for await (const page of receivedSource.pages(db, companyId, period)) {
        const receivedIndex =
          files[3] ??
          (await openCsv(dir, `${receivedSource.folder}/索引簿.csv`, [...receivedSource.indexHeader], encoding, 'received.csv'));
        if (!files[3]) files.push(receivedIndex);
        await writeRecords(receivedIndex, page.indexRows);
        received += page.files.length;
        if (total + received + files.length > limits.entries)
          throw new AppError(
            400,
            'TOO_MANY_DOCUMENTS',
            `期間内の帳票と受領書類が${limits.entries.toLocaleString('ja-JP')}件を超え、1つのZIPに入りきりません。期間を短くしてください`,
          );
        for (const file of page.files) {
          bytes += file.size + zipEntryOverhead(file.name);
          await pdfList.write(`${JSON.stringify([{ key: file.key, size: file.size } satisfies PdfSource, file.name, null])}\n`);
        }
      }
    for (const file of files) bytes += (await file.handle.stat()).size + zipEntryOverhead(file.name);
    if (bytes > limits.bytes)
      throw new AppError(
        400,
        'TOO_MANY_DOCUMENTS',
        `期間内の帳票のPDFが合計${(bytes / 1024 ** 3).toFixed(1)}GBあり、1つのZIPに入りきりません。期間を短くしてください`,
      );
    return { counts, total, received, replaced: mergeReplaced(files), entries: () => archiveEntries(db, dir, files), discard };
  } catch (error) {
    await discard();
    throw error;
  } finally {
    await Promise.all([...files.map((f) => f.handle.close()), pdfList?.close()]);
  }
}

/** Where an entry's bytes come from: the file store (with the size stored) or a file rendered into the folder. */
type PdfSource = { key: string; size: number } | { path: string };

/**
 * The file kept at issue. A document issued before PDFs were kept at issue is rendered now,
 * as a download would (documentPdf keeps it and records its hash), and written beside the CSV.
 */
async function pdfSourceOf(db: Db, output: PdfOutput, companyId: string, row: DocumentRow, dir: string, kept: Map<string, number>) {
  const key = issuedPdfKey(companyId, row.id);
  const size = kept.get(key);
  if (size !== undefined) return { source: { key, size } satisfies PdfSource, size };
  const { pdf } = await documentPdf(db, output, companyId, await toDocument(db, row));
  const path = join(dir, 'rendered', `${row.id}.pdf`);
  await writeFile(path, pdf);
  return { source: { path } satisfies PdfSource, size: pdf.length };
}

async function* archiveEntries(db: Db, dir: string, files: CsvFile[]): AsyncGenerator<ZipEntry> {
  try {
    for (const file of files) yield { name: file.name, chunks: createReadStream(file.path) };
    const list = createInterface({ input: createReadStream(join(dir, 'pdfs.jsonl')), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of list) {
      const [source, name, issuedAt] = JSON.parse(line) as [PdfSource, string, string | null];
      const chunks = 'key' in source ? fileChunks(db, source.key, source.size) : createReadStream(source.path);
      // PDFs are compressed already: stored as they are, dated when they were issued.
      yield { name, isStored: true, mtime: issuedAt ? new Date(issuedAt) : undefined, chunks };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
