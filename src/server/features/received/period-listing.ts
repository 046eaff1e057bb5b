import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { formatDate, formatJapanDateTime } from '@/core/format';
import { receivedKindLabels } from '@/core/received';
import type { Db } from '../../db/client';
import { receivedDocuments as entries, receivedDocumentVersions as versions } from '../../db/schema';
import { namesOf, type ReceivedRow, type ReceivedVersionRow } from './received-view';

/**
 * 受領書類 for the period export (期間エクスポート): every saved version whose 取引年月日 falls in
 * the period — corrected and deleted ones too, marked, since 電子帳簿保存法 keeps them — as rows of
 * their own 索引簿, and each entry's file as received (its key in the file store, size and
 * SHA-256) under the name the rows give it. Read a page at a time, like the documents, so a
 * year of receipts never sits in memory at once.
 */
export type ArchivePeriod = { from: string; to: string };
export type ReceivedArchiveFile = { name: string; key: string; size: number; sha256: string };
export type ReceivedArchivePage = { indexRows: (string | number)[][]; files: ReceivedArchiveFile[] };

export const receivedFolder = '受領書類';

export const receivedIndexCsvHeader = [
  '取引年月日',
  '金額',
  '取引先',
  '登録番号',
  '書類の種類',
  '版',
  '状態',
  '訂正・削除の理由',
  '保存日時',
  '保存した人',
  '受領日時',
  'SHA-256',
  'ファイル名',
  'メモ',
];

const extensions: Record<ReceivedRow['contentType'], string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
/** Characters no file name in a ZIP may hold on Windows or macOS (controls never pass the API's input checks). */
const unsafeInName = /[\\/:*?"<>|]/g;

/** 受領書類/2026-11-05_株式会社青空商事_1a2b3c4d.pdf: by date and counterparty, unique by the entry's id. */
export function receivedFileName(entry: ReceivedRow, version: Pick<ReceivedVersionRow, 'transactionDate' | 'counterpartyName'>): string {
  const counterparty = Array.from(version.counterpartyName.replace(unsafeInName, '_')).slice(0, 40).join('');
  return `${receivedFolder}/${version.transactionDate}_${counterparty}_${entry.id.slice(0, 8)}.${extensions[entry.contentType]}`;
}

function stateOf(entry: ReceivedRow, version: ReceivedVersionRow): string {
  if (entry.status === 'deleted') return '削除済み';
  return version.version === entry.currentVersion ? '最新' : '訂正済み';
}

/** The version's correction reason, and on the latest version of a deleted entry, why it was deleted. */
function reasonOf(entry: ReceivedRow, version: ReceivedVersionRow): string {
  const deletion = entry.status === 'deleted' && version.version === entry.currentVersion ? `削除: ${entry.deleteReason}` : '';
  return [version.reason && `訂正: ${version.reason}`, deletion].filter(Boolean).join('／');
}

const pageSize = 200;

export async function* receivedArchivePages(db: Db, companyId: string, { from, to }: ArchivePeriod): AsyncGenerator<ReceivedArchivePage> {
  let after: ReceivedVersionRow | undefined;
  // The first version of an entry names its file: the name stays the same whatever is corrected later.
  const named = new Map<string, string>();
  for (;;) {
    const page = await db
      .select({ entry: entries, version: versions })
      .from(versions)
      .innerJoin(entries, eq(entries.id, versions.documentId))
      .where(
        and(
          eq(versions.companyId, companyId),
          ne(entries.status, 'draft'),
          gte(versions.transactionDate, from),
          lte(versions.transactionDate, to),
          after &&
            sql`(${versions.transactionDate}, ${versions.documentId}, ${versions.version}) > (${after.transactionDate}, ${after.documentId}, ${after.version})`,
        ),
      )
      .orderBy(asc(versions.transactionDate), asc(versions.documentId), asc(versions.version))
      .limit(pageSize);
    if (page.length === 0) return;
    const missing = [...new Set(page.map((r) => r.entry.id).filter((id) => !named.has(id)))];
    const firsts = missing.length
      ? await db
          .select()
          .from(versions)
          .where(and(eq(versions.companyId, companyId), inArray(versions.documentId, missing), eq(versions.version, 1)))
      : [];
    const files: ReceivedArchiveFile[] = [];
    for (const first of firsts) {
      const entry = page.find((r) => r.entry.id === first.documentId)?.entry as ReceivedRow;
      const name = receivedFileName(entry, first);
      named.set(entry.id, name);
      files.push({ name, key: entry.fileKey, size: entry.size, sha256: entry.sha256 });
    }
    const names = await namesOf(
      db,
      page.map((r) => r.version.createdBy),
    );
    const indexRows = page.map(({ entry, version }) => [
      formatDate(version.transactionDate),
      version.amount,
      version.counterpartyName,
      version.registrationNumber,
      receivedKindLabels[version.kind],
      version.version,
      stateOf(entry, version),
      reasonOf(entry, version),
      formatJapanDateTime(version.createdAt),
      version.createdBy ? (names.get(version.createdBy) ?? '') : '',
      formatJapanDateTime(entry.createdAt),
      entry.sha256,
      named.get(entry.id) ?? '',
      version.memo,
    ]);
    yield { indexRows, files };
    if (page.length < pageSize) return;
    after = page.at(-1)?.version;
  }
}

/** What the period export's composition hands to the documents' ZIP (decision 023). */
export const receivedArchiveSource = { folder: receivedFolder, indexHeader: receivedIndexCsvHeader, pages: receivedArchivePages };
