import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesDocument } from '@/core/contracts/documents';
import { documents, operationLogs } from '../../../db/schema';
import { unavailable } from '../../../http/errors';
import { createPdfRenderer, type PdfRenderer } from '../../../pdf/pool';
import { createTestContext, type TestContext } from '../../../test/context';
import { issueDocument } from '../issue-document';
import { templateActor } from '../recurring/recurring-actor';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestContext;
/** A second server on the same database: PostgreSQL may have several, the embedded database one. */
let secondServer: TestContext;
let real: PdfRenderer;
beforeAll(async () => {
  t = await createTestContext();
  secondServer = onPostgres ? await createTestContext({ sharing: { db: t.db, pglite: t.pglite } }) : t;
  real = createPdfRenderer(t.config.pdf);
});
afterAll(async () => {
  if (secondServer !== t) await secondServer.close();
  await t.close();
});

/** `work`, or a clear failure once `ms` have passed without it settling (the old order hung here). */
async function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A renderer whose renders wait until the test opens it, then render for real. Every render is
 * noted with the document it was asked for; once opened, later ones go straight through.
 */
function heldRenderer() {
  const held: SalesDocument[] = [];
  let isOpen = false;
  let opened = () => {};
  let arrived = () => {};
  const gate = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const pdf: PdfRenderer = {
    render: async (images, doc, issuer, dateStyle) => {
      held.push(doc);
      arrived();
      if (!isOpen) await gate;
      return real.render(images, doc, issuer, dateStyle);
    },
    close: async () => {},
  };
  return {
    pdf,
    held,
    /** Resolves once `n` renders have been asked for. */
    async renders(n: number) {
      while (held.length < n)
        await within(
          30_000,
          new Promise<void>((resolve) => {
            arrived = resolve;
          }),
          `render ${n}`,
        );
    },
    open() {
      isOpen = true;
      opened();
    },
  };
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

async function pdfText(bytes: ArrayBuffer) {
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-issue-')), 'document.pdf');
  await writeFile(path, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** A company with a customer; `draft` makes a draft invoice to it. */
async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const user = await templateActor(t.db, seed.companyId, seed.admin.id);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社発行先');
  const body = (subject: string) => ({
    issueDate: '2026-11-05',
    customerId,
    subject,
    lines: [{ name: '保守作業', quantity: '1', unitPrice: 50_000 }],
  });
  async function draft(subject: string) {
    const res = await admin.send('POST', '/api/documents/invoice', body(subject));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  /** The kept PDF as served: its hash must be the one recorded at issue. */
  async function keptPdf(doc: SalesDocument) {
    const res = await admin.get(`/api/documents/invoice/${doc.id}/pdf`);
    expect(res.status).toBe(200);
    const bytes = await res.arrayBuffer();
    expect(sha256(bytes)).toBe(doc.pdfSha256);
    return pdfText(bytes);
  }
  return { seed, admin, user, body, draft, keptPdf };
}

describe('issuing renders the PDF while no transaction is open', () => {
  it("answers another company's product list while an issue's PDF renders", { timeout: 60_000 }, async () => {
    const { user, draft, keptPdf } = await company();
    const id = await draft('保守作業 11月分');
    const neighbour = await t.seedCompany();
    const other = await t.signIn(neighbour.admin.email, neighbour.host);
    const gate = heldRenderer();
    const issuing = issueDocument({ db: t.db, pdf: gate.pdf }, user, 'invoice', id);
    try {
      await gate.renders(1);
      const list = await within(5_000, other.get('/api/products'), "another company's product list during the render");
      expect(list.status).toBe(200);
    } finally {
      gate.open();
    }
    const issued = await issuing;
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-202611-0001' });
    expect(gate.held).toHaveLength(1);
    expect(await keptPdf(issued)).toContain('INV-202611-0001');
  });

  it('issues two documents of one company at once: consecutive numbers, each kept PDF prints its own', { timeout: 120_000 }, async () => {
    const { seed, user, draft, keptPdf } = await company();
    const firstId = await draft('一件目の作業');
    const secondId = await draft('二件目の作業');
    const neighbour = await t.seedCompany();
    const other = await t.signIn(neighbour.admin.email, neighbour.host);
    // On PostgreSQL the second issue comes through another server, which nothing of the first
    // holds up; on the embedded database (one server) the two take turns.
    const admin = await secondServer.signIn(seed.admin.email, seed.host);
    const gate = heldRenderer();
    const first = issueDocument({ db: t.db, pdf: gate.pdf }, user, 'invoice', firstId);
    let second: Promise<Response> | undefined;
    try {
      await gate.renders(1);
      second = admin.send('POST', `/api/documents/invoice/${secondId}/issue`);
      if (onPostgres) await within(30_000, second, 'the issue through another server during the render');
      else expect((await within(5_000, other.get('/api/products'), 'another company during the render')).status).toBe(200);
    } finally {
      gate.open();
    }
    const [firstIssued, res] = await Promise.all([first, second]);
    expect(res?.status).toBe(200);
    const secondIssued = (await res?.json()) as SalesDocument;
    // Through another server the second took INV-202611-0001, which the first had rendered: it
    // rendered again with the next number. In line, the first went first.
    const [one, two] = onPostgres ? [secondIssued, firstIssued] : [firstIssued, secondIssued];
    expect([one.number, two.number]).toEqual(['INV-202611-0001', 'INV-202611-0002']);
    expect(gate.held.map((doc) => doc.number)).toEqual(onPostgres ? ['INV-202611-0001', 'INV-202611-0002'] : ['INV-202611-0001']);
    const firstText = await keptPdf(firstIssued);
    expect(firstText).toContain(firstIssued.number);
    expect(firstText).toContain('一件目の作業');
    expect(firstText).not.toContain(secondIssued.number);
    const secondText = await keptPdf(secondIssued);
    expect(secondText).toContain(secondIssued.number);
    expect(secondText).toContain('二件目の作業');
    expect(secondText).not.toContain(firstIssued.number);
  });

  it('renders again when the draft is edited during the render, and keeps the PDF of what was issued', { timeout: 60_000 }, async () => {
    const { admin, user, body, draft, keptPdf } = await company();
    const id = await draft('変更前の件名');
    const gate = heldRenderer();
    const issuing = issueDocument({ db: t.db, pdf: gate.pdf }, user, 'invoice', id);
    try {
      await gate.renders(1);
      const res = await within(
        5_000,
        admin.send('PUT', `/api/documents/invoice/${id}`, body('変更後の件名')),
        'the edit during the render',
      );
      expect(res.status).toBe(200);
    } finally {
      gate.open();
    }
    const issued = await issuing;
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-202611-0001', subject: '変更後の件名' });
    expect(gate.held.map((doc) => doc.subject)).toEqual(['変更前の件名', '変更後の件名']);
    const text = await keptPdf(issued);
    expect(text).toContain('変更後の件名');
    expect(text).not.toContain('変更前の件名');
  });

  it('gives up with a Japanese 409 when the draft keeps changing, issuing nothing', { timeout: 60_000 }, async () => {
    const { seed, admin, user, draft } = await company();
    const id = await draft('件名');
    let renders = 0;
    // Someone edits the draft during every render.
    const restless: PdfRenderer = {
      render: async (images, doc, issuer, dateStyle) => {
        renders++;
        await within(
          5_000,
          t.db
            .update(documents)
            .set({ subject: `件名 ${renders}` })
            .where(and(eq(documents.companyId, seed.companyId), eq(documents.id, id))),
          'the edit during the render',
        );
        return real.render(images, doc, issuer, dateStyle);
      },
      close: async () => {},
    };
    await expect(issueDocument({ db: t.db, pdf: restless }, user, 'invoice', id)).rejects.toMatchObject({
      status: 409,
      code: 'ISSUE_CHANGED',
      message: '発行の途中で帳票の内容または番号が他の操作で変わったため、発行しませんでした。内容を確認して、もう一度発行してください',
    });
    expect(renders).toBe(3);
    const still = await (await admin.get(`/api/documents/invoice/${id}`)).json();
    expect(still).toMatchObject({ status: 'draft', number: null, pdfSha256: null, subject: '件名 3' });
    const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-202611-0001' });
  });

  it('issues nothing when the PDF cannot be rendered: still a draft, no number used, nothing logged', async () => {
    const { seed, admin, user, draft } = await company();
    const id = await draft('保守作業');
    const busy: PdfRenderer = {
      render: () => Promise.reject(unavailable('PDF_BUSY', 'PDFの作成が混み合っています。しばらくしてから再度お試しください', 5)),
      close: async () => {},
    };
    await expect(issueDocument({ db: t.db, pdf: busy }, user, 'invoice', id)).rejects.toMatchObject({ status: 503, code: 'PDF_BUSY' });
    const still = await (await admin.get(`/api/documents/invoice/${id}`)).json();
    expect(still).toMatchObject({ status: 'draft', number: null, issuedAt: null, pdfSha256: null });
    const logged = await t.db
      .select({ type: operationLogs.operationType })
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, seed.companyId), eq(operationLogs.operationType, 'document.issue')));
    expect(logged).toEqual([]);
    const issued = await (await admin.send('POST', `/api/documents/invoice/${id}/issue`)).json();
    expect(issued).toMatchObject({ status: 'issued', number: 'INV-202611-0001' });
  });
});
