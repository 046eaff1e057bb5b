import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** A company with one customer and a draft invoice to it. */
async function draftInvoice() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社記録先');
  const res = await admin.send('POST', '/api/documents/invoice', {
    issueDate: '2026-11-05',
    customerId,
    subject: '保守作業',
    lines: [{ name: '保守', quantity: '1', unitPrice: 50_000 }],
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { seed, admin, id };
}

describe('the issued record: PDF rendered at issue, hashed and kept', () => {
  it('stores the SHA-256 of the PDF it serves, and serves that same file byte for byte later', async () => {
    const { seed, admin, id } = await draftInvoice();
    const before = Date.now();
    const res = await admin.send('POST', `/api/documents/invoice/${id}/issue`);
    expect(res.status).toBe(200);
    const issued = await res.json();
    expect(issued.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(issued.issuedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(issued.sentAt).toBeNull();
    // The file exists as soon as the issue answered, before anyone asked for it.
    const [row] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, seed.companyId), eq(documents.id, id)));
    expect(row?.pdfSha256).toBe(issued.pdfSha256);

    const first = await (await admin.get(`/api/documents/invoice/${id}/pdf`)).arrayBuffer();
    expect(sha256(first)).toBe(issued.pdfSha256);
    const later = await (await admin.get(`/api/documents/invoice/${id}/pdf?download=1`)).arrayBuffer();
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(true);
    expect((await (await admin.get(`/api/documents/invoice/${id}`)).json()).pdfSha256).toBe(issued.pdfSha256);
  });

  it('lists 発行日時, 送付日時 and the hash in the CSV export', async () => {
    const { admin, id } = await draftInvoice();
    const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    const csv = await (await admin.get('/api/documents/invoice/export')).text();
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('発行日時,送付日時,PDFのSHA-256');
    expect(line).toMatch(new RegExp(`,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2},,${issued.pdfSha256}$`));
  });

  it('records 送付日時 when a document is marked 送付済 by hand, and keeps the first one', async () => {
    const { admin, id } = await draftInvoice();
    await admin.send('POST', `/api/documents/invoice/${id}/issue`);
    const sent = await (await admin.send('POST', `/api/documents/invoice/${id}/status`, { status: 'sent' })).json();
    expect(sent.status).toBe('sent');
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(Date.parse(sent.issuedAt));
    const paid = await (await admin.send('POST', `/api/documents/invoice/${id}/status`, { status: 'paid' })).json();
    expect(paid).toMatchObject({ status: 'paid', sentAt: sent.sentAt });
  });

  it('issues nothing when the PDF cannot be kept: still a draft, and the number is not used up', async () => {
    const { seed, admin, id } = await draftInvoice();
    // The file store refuses this company's PDFs (as a full disk would): keeping the PDF fails.
    // (DDL takes no parameters; the company id is ours: letters, digits and hyphens.)
    const trigger = sql.raw(`refuse_pdf_${seed.companyId.replace(/\W/g, '_')}`);
    await t.db.execute(sql`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'no space'; end $$`);
    await t.db.execute(
      sql`create trigger ${trigger} before insert on stored_files for each row
        when (new.key like ${sql.raw(`'documents/${seed.companyId}/%'`)}) execute function ${trigger}()`,
    );
    const failed = await admin.send('POST', `/api/documents/invoice/${id}/issue`);
    expect(failed.status).toBe(500);
    expect((await failed.json()).error.code).toBe('INTERNAL');
    const still = await (await admin.get(`/api/documents/invoice/${id}`)).json();
    expect(still).toMatchObject({ status: 'draft', number: null, issuedAt: null, pdfSha256: null });

    await t.db.execute(sql`drop trigger ${trigger} on stored_files`);
    await t.db.execute(sql`drop function ${trigger}()`);
    const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-202611-0001' });
  });
});
