import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, files } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { issuedPdfKey, readStoredFile, removeFile, storedSize, uploadKey } from './file-store';
import { moveDataDirFiles } from './move-data-dir';

/**
 * Two instances of the server on one database, each with a DATA_DIR of its own, as behind a
 * load balancer: whatever one stores, the other serves.
 */
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  one = await createTestContext();
  two = await createTestContext({ sharing: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** A photo that does not compress much, so it spans several 256 KiB chunks. */
const photo = () =>
  sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** tus requests, as tus-js-client sends them, through one instance. */
function tus(t: TestContext, host: string, cookie: string) {
  const call = (method: string, path: string, headers: Record<string, string>, body?: Uint8Array) =>
    t.app.request(`http://${host}${path}`, {
      method,
      headers: { host, origin: `http://${host}`, cookie, 'tus-resumable': '1.0.0', ...headers },
      body: body as BodyInit | undefined,
    });
  return {
    create: (size: number) =>
      call('POST', '/api/files', {
        'upload-length': String(size),
        'upload-metadata': `filename ${b64('唐揚げ.jpg')},filetype ${b64('image/jpeg')}`,
      }),
    patch: (location: string, offset: number, chunk: Uint8Array) =>
      call('PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk),
    head: (location: string) => call('HEAD', location, {}),
  };
}

async function signedIn() {
  const seed = await one.seedCompany();
  return { seed, onOne: await one.signIn(seed.admin.email, seed.host), onTwo: await two.signIn(seed.admin.email, seed.host) };
}

describe('files with nothing shared but the database', () => {
  it('serves an image uploaded through one instance from the other, original and smaller copies', async () => {
    const { seed, onOne } = await signedIn();
    const bytes = await photo();
    const client = tus(one, seed.host, onOne.cookie);
    const location = (await client.create(bytes.length)).headers.get('location') as string;
    expect((await client.patch(location, 0, bytes)).status).toBe(204);
    const id = location.split('/').pop() as string;

    const original = await two.request(seed.host, `/api/public/files/${id}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const served = await bytesOf(original);
    expect(Number(original.headers.get('content-length'))).toBe(served.length);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const copy = await two.request(seed.host, `/api/public/files/${id}/w320.webp`);
    expect(await sharp(await bytesOf(copy)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // Nothing went to either instance's disk.
    for (const t of [one, two]) expect(await readdir(t.config.dataDir)).toEqual([]);
  });

  it('resumes on the other instance an upload interrupted on one, and serves the result', async () => {
    const { seed, onOne, onTwo } = await signedIn();
    const bytes = await photo();
    expect(bytes.length).toBeGreaterThan(300 * 1024);
    const first = tus(one, seed.host, onOne.cookie);
    const location = (await first.create(bytes.length)).headers.get('location') as string;
    const part = 256 * 1024;
    expect((await first.patch(location, 0, bytes.subarray(0, part))).headers.get('upload-offset')).toBe(String(part));

    // The browser comes back through the other instance: it asks where to resume, and sends the rest.
    const second = tus(two, seed.host, onTwo.cookie);
    const head = await second.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(part));
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    // A stale offset is refused and changes nothing.
    expect((await second.patch(location, 0, bytes.subarray(0, part))).status).toBe(409);
    expect((await second.patch(location, part, bytes.subarray(part))).status).toBe(204);

    const id = location.split('/').pop() as string;
    for (const t of [one, two]) {
      const res = await t.request(seed.host, `/api/public/files/${id}`);
      expect(res.status).toBe(200);
      expect(await sharp(await bytesOf(res)).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    }
    // Another company cannot see the upload through either instance.
    const other = await one.seedCompany();
    const stranger = await two.signIn(other.admin.email, other.host);
    expect((await tus(two, other.host, stranger.cookie).head(location)).status).toBe(404);
  });

  it('serves a PDF issued through one instance from the other, byte for byte, with its SHA-256', async () => {
    const { seed, onOne, onTwo } = await signedIn();
    const customerId = await one.seedCustomer(seed.companyId, 'C-001', '株式会社共有先');
    const draft = await (
      await onOne.send('POST', '/api/documents/invoice', {
        issueDate: '2026-11-05',
        customerId,
        lines: [{ name: '保守', quantity: '1', unitPrice: 30_000 }],
      })
    ).json();
    const issued = await onOne.send('POST', `/api/documents/invoice/${draft.id}/issue`);
    expect(issued.status).toBe(200);
    const { pdfSha256 } = await issued.json();
    expect(pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const fromTwo = await bytesOf(await onTwo.get(`/api/documents/invoice/${draft.id}/pdf`));
    const fromOne = await bytesOf(await onOne.get(`/api/documents/invoice/${draft.id}/pdf`));
    expect(sha256(fromTwo)).toBe(pdfSha256);
    expect(fromTwo.equals(fromOne)).toBe(true);
    expect(fromTwo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('moves the files an earlier version kept under DATA_DIR into the database, once, and serves them', async () => {
    const { seed, onOne, onTwo } = await signedIn();
    // An image and an issued PDF as an earlier version left them: on disk, with their rows.
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } })
      .png()
      .toBuffer();
    const imageId = crypto.randomUUID();
    await one.db.insert(files).values({
      id: imageId,
      companyId: seed.companyId,
      filename: '看板.png',
      contentType: 'image/png',
      size: image.length,
      isComplete: true,
    });
    const customerId = await one.seedCustomer(seed.companyId, 'C-001', '株式会社旧版');
    const draft = await (
      await onOne.send('POST', '/api/documents/invoice', {
        issueDate: '2026-11-05',
        customerId,
        lines: [{ name: '保守', unitPrice: 1_000 }],
      })
    ).json();
    const { pdfSha256 } = await (await onOne.send('POST', `/api/documents/invoice/${draft.id}/issue`)).json();
    const pdf = (await readStoredFile(one.db, issuedPdfKey(seed.companyId, draft.id))) as Buffer;
    await removeFile(one.db, issuedPdfKey(seed.companyId, draft.id));
    const dataDir = one.config.dataDir;
    await mkdir(join(dataDir, 'files'), { recursive: true });
    await mkdir(join(dataDir, 'documents', seed.companyId), { recursive: true });
    await writeFile(join(dataDir, 'files', imageId), image);
    await writeFile(join(dataDir, 'files', `${imageId}.json`), '{}'); // tus's record of the upload: not a file to keep
    await writeFile(join(dataDir, 'documents', seed.companyId, `${draft.id}.pdf`), pdf);

    expect(await moveDataDirFiles(one.db, dataDir)).toBe(2);
    expect(await moveDataDirFiles(one.db, dataDir)).toBe(0);
    expect((await readdir(dataDir)).sort()).toEqual(['documents.moved-to-database', 'files.moved-to-database']);
    expect(await storedSize(one.db, `${uploadKey(imageId)}.json`)).toBeNull();

    // Served by the other instance, which never saw that folder.
    const served = await two.request(seed.host, `/api/public/files/${imageId}`);
    expect((await bytesOf(served)).equals(image)).toBe(true);
    const copy = await two.request(seed.host, `/api/public/files/${imageId}/w640.jpg`);
    expect(await sharp(await bytesOf(copy)).metadata()).toMatchObject({ format: 'jpeg', width: 64 });
    const kept = await bytesOf(await onTwo.get(`/api/documents/invoice/${draft.id}/pdf`));
    expect(kept.equals(pdf)).toBe(true);
    expect(sha256(kept)).toBe(pdfSha256);
    const [row] = await one.db
      .select({ pdfSha256: documents.pdfSha256 })
      .from(documents)
      .where(and(eq(documents.companyId, seed.companyId), eq(documents.id, draft.id)));
    expect(row?.pdfSha256).toBe(pdfSha256);
  });
});
