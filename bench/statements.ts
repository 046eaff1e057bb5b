import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customers, documentLines, documents, payments } from '../src/server/db/schema';
import { createTestContext } from '../src/server/test/context';
import { env, port, startServer } from './ordering/run';

/**
 * 合計請求書 at month end (issue 17): one company with `customers` customers on 20日締め, each
 * with two issued 納品書 (two lines, 8% and 10%) per month and a payment. The server runs as
 * users start it (its own process, `src/server/main.ts`) and this process drives it over HTTP.
 * Each run issues one 締め日 (three months, three runs) for every customer in one request; the
 * floor beside it is the preview of the same closing (the same reads, nothing written), taken
 * in the same run. Target: < 30 s for 1,000 customers.
 */
const closings = ['2026-09-20', '2026-10-20', '2026-11-20'];
const chunk = 500;

async function seed(databaseUrl: string | undefined, dataDir: string, count: number) {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ embedded: !databaseUrl, pgliteDir: join(dataDir, 'pglite'), env });
  const s = await t.seedCompany();
  const admin = await t.signIn(s.admin.email, s.host);
  const terms = { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 };
  const ids = Array.from({ length: count }, (_, i) => `${s.companyId}-C${i}`);
  for (let i = 0; i < count; i += chunk)
    await t.db.insert(customers).values(
      ids.slice(i, i + chunk).map((id, j) => ({
        id,
        companyId: s.companyId,
        code: `C-${String(i + j).padStart(5, '0')}`,
        name: `取引先${i + j}`,
        paymentTerms: terms,
      })),
    );
  const days = closings.flatMap((c) => [`${c.slice(0, 8)}05`, `${c.slice(0, 8)}15`]);
  const notes = ids.flatMap((customerId, c) => days.map((day, d) => ({ customerId, day, n: c * days.length + d + 1 })));
  const byRate = [
    { taxCategory: 'standard' as const, rate: 10, base: 10_000, tax: 1000 },
    { taxCategory: 'reduced' as const, rate: 8, base: 3000, tax: 240 },
  ];
  for (let i = 0; i < notes.length; i += chunk) {
    const part = notes.slice(i, i + chunk);
    await t.db.insert(documents).values(
      part.map((x) => ({
        id: `${s.companyId}-D${x.n}`,
        companyId: s.companyId,
        kind: 'delivery_note' as const,
        status: 'issued' as const,
        number: `D-${x.n}`,
        issueDate: x.day,
        deliveryDate: x.day,
        customerId: x.customerId,
        counterpartyName: x.customerId,
        subtotal: 13_000,
        tax: 1240,
        total: 14_240,
        amountDue: 14_240,
        byRate,
        issuedAt: new Date(),
      })),
    );
    await t.db.insert(documentLines).values(
      part.flatMap((x) => [
        {
          id: `${s.companyId}-L${x.n}-1`,
          documentId: `${s.companyId}-D${x.n}`,
          companyId: s.companyId,
          position: 0,
          name: '部品',
          quantity: '2',
          unitPrice: 5000,
          amount: 10_000,
        },
        {
          id: `${s.companyId}-L${x.n}-2`,
          documentId: `${s.companyId}-D${x.n}`,
          companyId: s.companyId,
          position: 1,
          name: '弁当',
          quantity: '3',
          unitPrice: 1000,
          taxCategory: 'reduced' as const,
          amount: 3000,
        },
      ]),
    );
  }
  for (let i = 0; i < count; i += chunk)
    await t.db.insert(payments).values(
      ids.slice(i, i + chunk).map((customerId, j) => ({
        id: `${s.companyId}-P${i + j}`,
        companyId: s.companyId,
        customerId,
        paymentDate: '2026-10-05',
        amount: 20_000,
      })),
    );
  await t.close();
  return { host: s.host, cookie: admin.cookie };
}

function timedRequest(path: string, method: string, who: { host: string; cookie: string }, body?: object) {
  const started = performance.now();
  return new Promise<{ ms: number; json: { issued?: number; candidates: unknown[] } }>((resolve, reject) => {
    const headers = { host: who.host, origin: `http://${who.host}`, cookie: who.cookie, 'content-type': 'application/json' };
    const req = http.request(`http://127.0.0.1:${port}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${text.slice(0, 200)}`));
        else resolve({ ms: performance.now() - started, json: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b).map((v) => Number((v / 1000).toFixed(2)));
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
};

export async function benchStatements({ databaseUrl, customers: count = 1000 }: { databaseUrl: string | null; customers?: number }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kanri-bench-statements-'));
  try {
    const who = await seed(databaseUrl ?? undefined, dataDir, count);
    const server = await startServer(databaseUrl ?? undefined, dataDir);
    try {
      const issue: number[] = [];
      const preview: number[] = [];
      for (const closingDate of closings) {
        preview.push((await timedRequest(`/api/documents/statement/closing?closingDate=${closingDate}`, 'GET', who)).ms);
        const run = await timedRequest('/api/documents/statement/closing/issue', 'POST', who, { closingDate });
        if (run.json.issued !== count) throw new Error(`${closingDate}: issued ${run.json.issued} of ${count}`);
        issue.push(run.ms);
      }
      return {
        db: databaseUrl ? 'PostgreSQL' : 'PGlite',
        customers: count,
        issueSeconds: spread(issue),
        previewFloorSeconds: spread(preview),
        targetSeconds: 30,
      };
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
