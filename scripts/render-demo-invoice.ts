/**
 * Renders the demo invoice made from a quotation to docs/screenshots/demo-invoice.png, so the
 * printed layout can be seen without running the product. Needs pdftoppm (poppler-utils).
 *   npx tsx scripts/render-demo-invoice.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/demo-data';
import { runMigrations } from '../src/server/db/migrate';
import { documents } from '../src/server/db/schema';
import { documentPdf } from '../src/server/features/documents/document-pdf';
import { toDocument } from '../src/server/features/documents/view';
import { closePdfRenderers, createPdfRenderer } from '../src/server/pdf/pool';

const dataDir = await mkdtemp(join(tmpdir(), 'kanri-render-'));
const database = await openPglite('memory://');
await runMigrations(database);
await seedDemo(database.db, dataDir);
const [row] = await database.db
  .select()
  .from(documents)
  .where(and(eq(documents.companyId, 'demo-company'), eq(documents.kind, 'invoice'), isNotNull(documents.sourceId)));
if (!row) throw new Error('demo invoice not found');
const { pdf } = await documentPdf(
  database.db,
  { dataDir, pdf: createPdfRenderer({ timeoutMs: 60_000, queueLimit: 0 }) },
  row.companyId,
  await toDocument(database.db, row),
);
await closePdfRenderers();
const pdfPath = join(dataDir, 'demo-invoice.pdf');
await writeFile(pdfPath, pdf);
execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, 'docs/screenshots/demo-invoice']);
console.log(`docs/screenshots/demo-invoice.png (${row.number})`);
await database.close();
