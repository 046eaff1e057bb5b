import type { Context } from 'hono';
import { todayInJapan } from '@/core/documents';
import type { Db } from '../db/client';
import { zipStream } from '../http/zip-stream';
import { prepareCompanyExport } from './company-export';
import type { ExportCounts } from './readme';

/** What the operation log keeps of an export: how much, never the data. */
export const exportSummary = (counts: ExportCounts) => ({
  rows: Object.values(counts.rows).reduce((n, c) => n + c, 0),
  images: counts.images,
  pdfs: counts.pdfs,
});

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The company's export as a download, streamed. `record` writes the operation log once the data
 * is gathered and before the first byte leaves: an export that is refused or fails to gather
 * is not logged, and one that is sent always is.
 */
export async function companyExportResponse(
  c: Context,
  db: Db,
  company: { id: string; name: string },
  record: (counts: ExportCounts) => Promise<void>,
) {
  const archive = await prepareCompanyExport(db, company);
  try {
    await record(archive.counts);
  } catch (error) {
    await archive.discard();
    throw error;
  }
  const date = todayInJapan().replace(/-/g, '');
  const name = company.name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', attachment(`company-data-${date}.zip`, `データ_${name}_${date}.zip`));
  c.header('Cache-Control', 'private, no-store');
  return c.body(zipStream(archive.entries()));
}
