/**
 * Renders demo documents to docs/screenshots/, so the printed layouts can be seen without
 * running the product: the invoice made from a quotation (demo-invoice.png), the credit note
 * (credit-note.png) and the restaurant's receipt of a closed seat (receipt.png). Needs pdftoppm.
 *   npx tsx scripts/render-demo-documents.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { documents } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo/demo-data';
import { documentPdf } from '../src/server/features/documents/pdf/document-pdf';
import { toDocument } from '../src/server/features/documents/view';
import { closePdfRenderers, createPdfRenderer } from '../src/server/pdf/pool';

const dataDir = await mkdtemp(join(tmpdir(), 'kanri-render-'));
const database = await openPglite('memory://');
await runMigrations(database);
await seedDemo(database.db);
const output = { pdf: createPdfRenderer({ timeoutMs: 60_000, queueLimit: 0 }) };

const shots: { file: string; where: SQL | undefined }[] = [
  { file: 'demo-invoice', where: and(eq(documents.kind, 'invoice'), isNotNull(documents.sourceId)) },
  { file: 'credit-note', where: eq(documents.kind, 'credit_note') },
  // The seat's receipt: one made at 会計済み has no source document.
  { file: 'receipt', where: and(eq(documents.kind, 'receipt'), isNull(documents.sourceId)) },
];
for (const { file, where } of shots) {
  const [row] = await database.db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, 'demo-company'), where));
  if (!row) throw new Error(`demo document for ${file} not found`);
  const { pdf } = await documentPdf(database.db, output, row.companyId, await toDocument(database.db, row));
  const pdfPath = join(dataDir, `${file}.pdf`);
  await writeFile(pdfPath, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, `docs/screenshots/${file}`]);
  console.log(`docs/screenshots/${file}.png (${row.number})`);
}
await closePdfRenderers();
await database.close();
