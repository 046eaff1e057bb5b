import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { maxImportMegabytes } from './body-limits';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** A body of `size` bytes sent as a stream in 64 KiB pieces: no Content-Length, as with chunked encoding. */
function chunked(size: number, fill = 0x20) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const piece = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(fill);
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

/** A JSON object of about `size` bytes: a long string field. */
const jsonOf = (size: number) => JSON.stringify({ code: 'P-1', name: 'ペン', description: 'あ'.repeat(Math.floor(size / 3)) });

async function session() {
  const seed = await t.seedCompany();
  const { cookie } = await t.signIn(seed.admin.email, seed.host);
  const send = (method: string, path: string, body: BodyInit | undefined, headers: Record<string, string> = {}) =>
    t.app.request(`http://${seed.host}${path}`, {
      method,
      headers: { host: seed.host, origin: `http://${seed.host}`, cookie, 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  return { send };
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'リクエストが大きすぎます' } });
}

describe('request body limits', () => {
  it('cuts a JSON body over 1 MB, whether or not it says its length', async () => {
    const { send } = await session();
    await expectTooLarge(await send('POST', '/api/products', jsonOf(1.1 * MB)));
    await expectTooLarge(await send('POST', '/api/products', chunked(1 * MB + 1)));
    await expectTooLarge(await send('POST', '/api/products', 'x', { 'content-length': String(2 * MB) }));
    // Just under the limit the body reaches the route (and fails its validation there).
    expect((await send('POST', '/api/products', jsonOf(0.9 * MB))).status).toBe(400);
  });

  it('gives a JSON route named like an import only the JSON limit', async () => {
    const { send } = await session();
    // PATCH /api/products/:id with the id "import": an edit, not the CSV import.
    await expectTooLarge(await send('PATCH', '/api/products/import', jsonOf(2 * MB)));
    await expectTooLarge(await send('PATCH', '/api/customers/import', chunked(2 * MB)));
  });

  it(`takes a CSV import up to ${maxImportMegabytes} MB and cuts it above, chunked or not`, async () => {
    const { send } = await session();
    const csv = { 'content-type': 'text/csv' };
    const header = (await (await send('GET', '/api/products/export', undefined)).text()).split('\n')[0];
    const under = await send('POST', '/api/products/import?mode=preview', `${header}\nP-1,"${'あ'.repeat((2 * MB) / 3)}"\n`, csv);
    expect(under.status).toBe(200);
    expect((await under.json()).total).toBe(1);
    await expectTooLarge(await send('POST', '/api/products/import', chunked(maxImportMegabytes * MB + 1, 0x0a), csv));
    await expectTooLarge(
      await send('POST', '/api/customers/import', 'x', { ...csv, 'content-length': String((maxImportMegabytes + 1) * MB) }),
    );
  });

  it('takes an upload chunk up to 32 MB and cuts it above', async () => {
    const { send } = await session();
    const tus = { 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' };
    await expectTooLarge(await send('PATCH', '/api/files/some-upload', chunked(32 * MB + 1), tus));
    // Under the limit the chunk reaches the tus server, which knows no such upload.
    expect((await send('PATCH', '/api/files/some-upload', chunked(2 * MB), tus)).status).toBe(404);
  });
});
