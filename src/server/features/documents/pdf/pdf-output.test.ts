import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema';
import { putFile, uploadKey } from '../../../files/file-store';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Runs a poppler-utils tool (pdftotext, pdffonts, pdfimages) on the PDF of a response. */
async function poppler(res: Response, tool: string, ...args: string[]): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-pdf-')), 'document.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync(tool, [...args, path, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}
/** The text of each page as laid out; pdftotext ends every page with a form feed. */
const pages = async (res: Response) => (await poppler(res, 'pdftotext', '-layout')).split('\f').slice(0, -1);

type Line = { name: string; quantity?: string; unitPrice: number; taxCategory?: string };

/** A draft invoice to 株式会社取引先 in a company of its own; `issue` gives it its number. */
async function invoice(lines: Line[]) {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
  const res = await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, subject: '月次作業', lines });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return {
    seed,
    pdf: () => admin.get(`/api/documents/invoice/${id}/pdf`),
    issue: async () => expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200),
  };
}

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `作業項目 ${i + 1}`, quantity: '1', unitPrice: 1000 }));
const columnHeader = /No\.\s+品名\s+数量\s+単位\s+単価\s+金額/;

describe('document PDF: what an accountant reads', () => {
  it('repeats the column header on the next page and numbers every page n / m', async () => {
    const doc = await invoice(items(60));
    await doc.issue();
    const text = await pages(await doc.pdf());
    // 60 lines fill page 1 below the heading and spill onto page 2 with the totals.
    expect(text).toHaveLength(2);
    expect(text[1]).toMatch(columnHeader);
    expect(text[1]).toContain('作業項目 60');
    expect(text[0]).toContain('1 / 2');
    expect(text[1]).toContain('2 / 2');
  });

  it('keeps the largest boxed amount, ¥99,999,999,999, on one line', async () => {
    // Non-taxable, so that the lines add up to the amount exactly: 9 × ¥10,000,000,000 + ¥9,999,999,999.
    const doc = await invoice([
      { name: '設備一式', quantity: '9', unitPrice: 10_000_000_000, taxCategory: 'exempt' },
      { name: '設置作業', quantity: '1', unitPrice: 9_999_999_999, taxCategory: 'exempt' },
    ]);
    const [first] = await pages(await doc.pdf());
    expect(first).toMatch(/ご請求金額\s+¥99,999,999,999-\(税込\)/);
  });

  it('prints characters the font lacks as 〓, embeds every font, and names them in a header', async () => {
    const doc = await invoice([{ name: '生ビール🍺 𠮷田様ご注文 ✔️済', unitPrice: 600 }]);
    const res = await doc.pdf();
    expect(decodeURIComponent(res.headers.get('x-replaced-characters') ?? '')).toBe('🍺 ✔️');
    const [first] = await pages(res.clone());
    // 𠮷 is outside the BMP but in Noto Sans JP: it stays.
    expect(first).toContain('生ビール〓 𠮷田様ご注文 〓済');
    // No font the reader's computer may lack (react-pdf used to fall back to Helvetica, unembedded).
    const fonts = (await poppler(res, 'pdffonts')).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+yes\b/);

    const plain = await invoice(items(1));
    expect((await plain.pdf()).headers.get('x-replaced-characters')).toBeNull();
  });

  it('marks a draft 下書き without the seal, and prints the issued document with its seal and no mark', async () => {
    const doc = await invoice(items(3));
    const sealFileId = crypto.randomUUID();
    await putFile(t.db, uploadKey(sealFileId), Buffer.from(onePixelPng, 'base64'));
    await t.db.update(companies).set({ sealFileId }).where(eq(companies.id, doc.seed.companyId));
    // The watermark is drawn turned; -raw keeps its characters together, in drawing order.
    const words = async (res: Response) => (await poppler(res, 'pdftotext', '-raw')).replace(/\s+/g, '');
    // Rows of pdfimages -list whose type is `image` (a PNG's alpha channel is a second row, `smask`).
    const images = async (res: Response) =>
      (await poppler(res, 'pdfimages', '-list')).split('\n').filter((row) => row.trim().split(/\s+/)[2] === 'image');

    expect(await words(await doc.pdf())).toContain('下書き');
    expect(await images(await doc.pdf())).toHaveLength(0);
    await doc.issue();
    expect(await words(await doc.pdf())).not.toContain('下書き');
    expect(await images(await doc.pdf())).toHaveLength(1);
  });
});

const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
