import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxDocumentLines } from '@/core/schemas/documents';
import { documentLines } from '../../../db/schema';
import { pdfThreads } from '../../../pdf/pool';
import { createTestContext, type TestContext } from '../../../test/context';
import { probeWhile } from '../../../test/probe-while';

/** A company with a draft quotation of `lines` lines; the cap, 1,000, is about 20 pages to render. */
async function bigDraft(t: TestContext, lines = maxDocumentLines) {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const body = {
    issueDate: '2026-11-05',
    subject: '大量明細',
    lines: Array.from({ length: lines }, (_, i) => ({ name: `作業項目 ${i + 1} 設計・実装・検証`, quantity: '1', unitPrice: 1000 + i })),
  };
  const res = await admin.send('POST', '/api/documents/quotation', body);
  expect(res.status).toBe(201);
  const { id } = await res.json();
  return { seed, admin, id: id as string, pdf: () => admin.get(`/api/documents/quotation/${id}/pdf`) };
}

describe('PDF rendering runs beside the event loop', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The render's own time limit is another test's: on a loaded machine a 1,000-line PDF may take minutes.
    t = await createTestContext({ env: { PDF_RENDER_TIMEOUT_MS: '600000' } });
  });
  afterAll(() => t.close());

  // How fast health answers meanwhile is the bench's (bench/responsiveness.ts); here, that it answers at all before the PDF is back.
  it('answers /api/health while a 1,000-line PDF renders, before the PDF is back', { timeout: 600_000 }, async () => {
    const doc = await bigDraft(t);
    // A first small PDF starts the worker, so the probes below run during the render itself.
    const small = await bigDraft(t, 1);
    expect((await small.pdf()).status).toBe(200);
    const { result: res, answeredMeanwhile } = await probeWhile(
      doc.pdf(),
      async () => {
        const health = await t.request(doc.seed.host, '/api/health');
        expect(health.status).toBe(200);
      },
      20,
    );
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Rendered on the event loop, no request would be answered until the PDF was.
    expect(answeredMeanwhile.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a document over the line cap with a Japanese 400 instead of rendering it', async () => {
    const doc = await bigDraft(t);
    // A document saved before the cap existed: one line more than the API accepts today.
    await t.db.insert(documentLines).values({
      id: crypto.randomUUID(),
      documentId: doc.id,
      companyId: doc.seed.companyId,
      position: maxDocumentLines,
      name: '上限を超えた行',
    });
    const res = await doc.pdf();
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'TOO_MANY_LINES',
      message: `明細が${maxDocumentLines}行を超えるため、PDFを作成できません。帳票を分けてください`,
    });
  });
});

describe('PDF rendering limits', () => {
  let busy: TestContext;
  let slow: TestContext;
  beforeAll(async () => {
    [busy, slow] = await Promise.all([
      createTestContext({ env: { PDF_QUEUE_LIMIT: '0' } }),
      createTestContext({ env: { PDF_RENDER_TIMEOUT_MS: '100' } }),
    ]);
  });
  afterAll(async () => {
    await busy.close();
    await slow.close();
  });

  it('answers 503 with Retry-After when every worker is busy and the queue is full', { timeout: 300_000 }, async () => {
    const doc = await bigDraft(busy, 300);
    // Sent together: each reaches the pool within milliseconds, long before a render ends.
    const responses = await Promise.all(Array.from({ length: pdfThreads + 2 }, () => doc.pdf()));
    const refused = responses.filter((r) => r.status === 503);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(pdfThreads);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await res.json()).error).toEqual({
        code: 'PDF_BUSY',
        message: 'PDFの作成が混み合っています。しばらくしてから再度お試しください',
      });
    }
  });

  it('stops a render over the time limit and says so in Japanese', async () => {
    const doc = await bigDraft(slow, 300);
    const res = await doc.pdf();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toEqual({
      code: 'PDF_TIMEOUT',
      message: 'PDFの作成に時間がかかりすぎたため中止しました。時間をおいて再度お試しください',
    });
  });
});
