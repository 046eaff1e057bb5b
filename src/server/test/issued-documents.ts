import { sql } from 'drizzle-orm';
import type { DocumentKind } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import type { Db } from '../db/client';
import { documentLines, documents } from '../db/schema';
import { sha256Of } from '../features/documents/pdf/issued-pdf';
import { issuedPdfKey, storedSize } from '../files/file-store';
import { postSales } from '../ledger/post';

/**
 * `count` issued documents written straight to the tables, each with one line and a stored
 * PDF: a copy, made in SQL, of the PDF kept for `modelId` (one real rendered file), so thousands
 * cost no rendering. Numbers are `{prefix}-00001`…, issued on `issueDate`, ¥1,100 each (¥1,000 + 10%).
 */
export async function seedIssuedDocuments(
  db: Db,
  {
    companyId,
    kind,
    count,
    modelId,
    pdf,
    prefix = 'BULK',
    issueDate = '2026-11-10',
  }: {
    companyId: string;
    kind: DocumentKind;
    count: number;
    /** An issued document of the company whose kept PDF is copied, and its bytes (for the hash). */
    modelId: string;
    pdf: Uint8Array;
    prefix?: string;
    issueDate?: string;
  },
): Promise<string[]> {
  const pdfSha256 = sha256Of(pdf);
  const ids = Array.from({ length: count }, (_, i) => `${companyId}-${prefix}-${i + 1}`);
  const issuedAt = new Date(`${issueDate}T09:00:00+09:00`);
  for (let start = 0; start < count; start += 500) {
    const batch = ids.slice(start, start + 500);
    await db.insert(documents).values(
      batch.map((id, i) => ({
        id,
        companyId,
        kind,
        status: 'issued' as const,
        number: `${prefix}-${String(start + i + 1).padStart(5, '0')}`,
        issueDate,
        counterpartyName: '株式会社一括取引先',
        subject: '一括作成',
        subtotal: 1000,
        tax: 100,
        total: 1100,
        amountDue: 1100,
        byRate: [{ taxCategory: 'standard' as const, rate: 10, base: 1000, tax: 100 }],
        issuedAt,
        pdfSha256,
      })),
    );
    // Issued invoices are receivables: their sales go to the ledger, as issuing posts them.
    if (isBilledKind(kind))
      await postSales(
        db,
        companyId,
        batch.map((id) => ({
          id,
          customerId: null,
          issueDate,
          total: 1100,
          withholding: 0,
          byRate: [{ taxCategory: 'standard' as const, rate: 10, base: 1000, tax: 100 }],
        })),
      );
    await db
      .insert(documentLines)
      .values(batch.map((id) => ({ id: `${id}-l1`, documentId: id, companyId, position: 0, name: '作業', unitPrice: 1000, amount: 1000 })));
  }
  const model = issuedPdfKey(companyId, modelId);
  const size = await storedSize(db, model);
  if (size === null) throw new Error(`no kept PDF for ${modelId}`);
  for (let start = 0; start < count; start += 500) {
    const keys = sql.join(
      ids.slice(start, start + 500).map((id) => sql`(${issuedPdfKey(companyId, id)})`),
      sql`, `,
    );
    await db.execute(sql`insert into stored_files (key, size) select k, ${size} from (values ${keys}) as v(k)`);
    await db.execute(
      sql`insert into stored_file_chunks (key, "offset", data) select v.k, c."offset", c.data
        from (values ${keys}) as v(k) cross join stored_file_chunks c where c.key = ${model}`,
    );
  }
  return ids;
}
