import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storedFiles } from '../src/server/db/schema';
import { createTestContext } from '../src/server/test/context';

/**
 * Files through the API on one setup (PGlite in memory, or PostgreSQL from TEST_DATABASE_URL):
 * a 4000 × 3000 phone photo uploaded with tus in 256 KiB chunks, its 640 px WebP and its
 * original served, and an invoice issued (rendered, hashed and kept) and its PDF downloaded.
 * Medians in ms (the first issue, which starts a PDF worker thread, is left out).
 * `BENCH_ONLY=files npm run bench`, or `npx tsx bench/files.ts` for one setup.
 */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(n: number, run: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`status ${res.status}`);
    times.push(performance.now() - started);
  }
  return Number(median(times).toFixed(1));
}

export async function benchFiles({ embedded = !process.env.TEST_DATABASE_URL } = {}) {
  const t = await createTestContext({ embedded });
  try {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const photo = await sharp(randomBytes(1000 * 750 * 3), { raw: { width: 1000, height: 750, channels: 3 } })
      .resize(4000, 3000)
      .jpeg({ quality: 92 })
      .toBuffer();
    const tus = (method: string, path: string, headers: Record<string, string>, body?: Uint8Array) =>
      t.app.request(`http://${seed.host}${path}`, {
        method,
        headers: { host: seed.host, origin: `http://${seed.host}`, cookie: admin.cookie, 'tus-resumable': '1.0.0', ...headers },
        body: body as BodyInit | undefined,
      });
    const uploadStarted = performance.now();
    const created = await tus('POST', '/api/files', {
      'upload-length': String(photo.length),
      'upload-metadata': `filename ${Buffer.from('photo.jpg').toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`,
    });
    const location = created.headers.get('location') as string;
    const chunk = 256 * 1024;
    for (let offset = 0; offset < photo.length; offset += chunk) {
      const res = await tus(
        'PATCH',
        location,
        { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        photo.subarray(offset, offset + chunk),
      );
      if (res.status !== 204) throw new Error(`upload: ${res.status} ${await res.text()}`);
    }
    const uploadMs = Number((performance.now() - uploadStarted).toFixed(0));
    const id = location.split('/').pop();
    const [stored] = await t.db
      .select({ bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::int` })
      .from(storedFiles)
      .where(like(storedFiles.key, `files/${id}%`));
    const storedKiB = Math.round(Number(stored?.bytes ?? 0) / 1024);
    const variantMs = await timed(200, () => t.request(seed.host, `/api/public/files/${id}/w640.webp`));
    const originalMs = await timed(20, () => t.request(seed.host, `/api/public/files/${id}`));

    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const lines = [{ name: '作業', quantity: '1', unitPrice: 1000 }];
    const issueTimes: number[] = [];
    let lastId = '';
    for (let i = 0; i < 11; i++) {
      const draft = await (await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines })).json();
      const started = performance.now();
      const res = await admin.send('POST', `/api/documents/invoice/${draft.id}/issue`);
      if (res.status !== 200) throw new Error(`issue: ${res.status}`);
      if (i > 0) issueTimes.push(performance.now() - started); // the first one starts the worker thread
      lastId = draft.id;
    }
    const pdfMs = await timed(50, () => admin.get(`/api/documents/invoice/${lastId}/pdf`));
    return {
      setup: t.pglite ? 'PGlite' : 'PostgreSQL',
      photoBytes: photo.length,
      uploadMs,
      storedKiB,
      variantMs,
      originalMs,
      issueMs: Number(median(issueTimes).toFixed(1)),
      pdfMs,
    };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchFiles()));
