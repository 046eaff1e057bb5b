import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300 * 1024, 7)]);
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A tus client's requests, as tus-js-client sends them. */
function tus(host: string, cookie: string) {
  const call = (method: string, path: string, headers: Record<string, string>, body?: Uint8Array) =>
    t.app.request(`http://${host}${path}`, {
      method,
      headers: { host, origin: `http://${host}`, cookie, 'tus-resumable': '1.0.0', ...headers },
      body: body as BodyInit | undefined,
    });
  return {
    create: (size: number, type: string, name = 'menu.png') =>
      call('POST', '/api/files', { 'upload-length': String(size), 'upload-metadata': `filename ${b64(name)},filetype ${b64(type)}` }),
    patch: (location: string, offset: number, chunk: Uint8Array) =>
      call('PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk),
    head: (location: string) => call('HEAD', location, {}),
  };
}

describe('resumable image upload', () => {
  it('uploads in 256 KiB chunks, resumes from the offset, and serves the image with an hour of caching', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const client = tus(seed.host, admin.cookie);
    const created = await client.create(png.length, 'image/png');
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const chunk = 256 * 1024;
    expect((await client.patch(location, 0, png.subarray(0, chunk))).headers.get('upload-offset')).toBe(String(chunk));
    // Interrupted: the client asks where to resume.
    expect((await client.head(location)).headers.get('upload-offset')).toBe(String(chunk));
    expect((await client.patch(location, chunk, png.subarray(chunk))).status).toBe(204);

    const id = location.split('/').pop();
    const served = await t.request(seed.host, `/api/public/files/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses other file types and content that is not what it claims', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const client = tus(seed.host, admin.cookie);
    const pdf = await client.create(100, 'application/pdf', 'a.pdf');
    expect(pdf.status).toBe(415);
    expect(JSON.parse(await pdf.text()).error.message).toBe('画像ファイル (JPEG, PNG, GIF, WebP) を選んでください');
    const fake = await client.create(20, 'image/png');
    const res = await client.patch(
      fake.headers.get('location') as string,
      0,
      new Uint8Array(Buffer.from('<script>alert(1)</script>').subarray(0, 20)),
    );
    expect(res.status).toBe(415);
    const id = (fake.headers.get('location') as string).split('/').pop();
    expect((await t.request(seed.host, `/api/public/files/${id}`)).status).toBe(404);
  });

  it('an upload belongs to its company: others cannot resume it, and anonymous users cannot upload', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const adminA = await t.signIn(a.admin.email, a.host);
    const adminB = await t.signIn(b.admin.email, b.host);
    const location = (await tus(a.host, adminA.cookie).create(png.length, 'image/png')).headers.get('location') as string;
    expect((await tus(b.host, adminB.cookie).head(location)).status).toBe(404);
    expect((await tus(a.host, '').create(10, 'image/png')).status).toBe(401);
  });

  it('refuses files over 10 MB up front', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    expect((await tus(seed.host, admin.cookie).create(11 * 1024 * 1024, 'image/png')).status).toBe(413);
  });
});
