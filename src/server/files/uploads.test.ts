import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Pixels that do not compress much, so files span several 256 KiB chunks like a real photo. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}
let png: Buffer;
beforeAll(async () => {
  png = await noise(400, 300).png().toBuffer();
});
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
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
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

describe('uploaded photos for phones', () => {
  async function upload(host: string, cookie: string, bytes: Buffer, type: string) {
    const client = tus(host, cookie);
    const location = (await client.create(bytes.length, type, 'photo.jpg')).headers.get('location') as string;
    const done = await client.patch(location, 0, bytes);
    return { status: done.status, body: await done.text(), id: location.split('/').pop() as string };
  }
  const image = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

  it('turns a phone photo upright and publishes neither where it was taken nor on which phone', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    // Taken sideways (EXIF orientation 6: the stored pixels are 2000 wide, the photo is 1500 wide).
    const photo = await noise(2000, 1500)
      .withExif({ IFD0: { Make: 'KitchenPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { id, status } = await upload(seed.host, admin.cookie, photo, 'image/jpeg');
    expect(status).toBe(204);

    const original = await image(await t.request(seed.host, `/api/public/files/${id}`));
    expect(original).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();

    for (const [name, format, width] of [
      ['w320.webp', 'webp', 320],
      ['w640.jpg', 'jpeg', 640],
      ['w1280.webp', 'webp', 1280],
    ] as const) {
      const res = await t.request(seed.host, `/api/public/files/${id}/${name}`);
      expect(res.headers.get('content-type')).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await image(res);
      expect(meta).toMatchObject({ format, width, height: Math.round((width * 4) / 3) });
      expect(meta.exif).toBeUndefined();
    }
    expect((await t.request(seed.host, `/api/public/files/${id}/w999.webp`)).status).toBe(404);
  });

  it('never makes a copy wider than the photo, and refuses bytes that only start like a JPEG', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const small = await upload(seed.host, admin.cookie, await noise(400, 300).jpeg().toBuffer(), 'image/jpeg');
    expect(await image(await t.request(seed.host, `/api/public/files/${small.id}/w1280.webp`))).toMatchObject({ width: 400 });

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    const refused = await upload(seed.host, admin.cookie, broken, 'image/jpeg');
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body).error.message).toBe('ファイルの中身が画像ではありません');
    expect((await t.request(seed.host, `/api/public/files/${refused.id}`)).status).toBe(404);
  });
});
