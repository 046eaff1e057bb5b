import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, documents, files } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { putFile, uploadKey } from './file-store';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A finished image upload of the company, as the upload routes leave it. */
async function storedImage(companyId: string) {
  const id = crypto.randomUUID();
  await putFile(t.db, uploadKey(id), onePixelPng);
  await t.db
    .insert(files)
    .values({ id, companyId, filename: 'image.png', contentType: 'image/png', size: onePixelPng.length, isComplete: true });
  return id;
}

async function companyWithSeal() {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const sealFileId = await storedImage(seed.companyId);
  const res = await admin.send('PATCH', '/api/settings/company', { sealFileId });
  expect(res.status).toBe(200);
  return { seed, admin, sealFileId, saved: await res.json() };
}

const isTheImage = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await res.arrayBuffer()).equals(onePixelPng)).toBe(true);
};

describe('the company seal (印影) is private', () => {
  it('is served to the company’s own members on their host only, never cached by others', async () => {
    const { seed, admin, sealFileId, saved } = await companyWithSeal();
    const url = `/api/private/files/${sealFileId}`;
    expect(saved.sealUrl).toBe(url);
    expect((await (await admin.get('/api/settings/company')).json()).sealUrl).toBe(url);

    const own = await admin.get(url);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    await isTheImage(own);
    // Any member of the company, not only those who may open 設定.
    await isTheImage(await (await t.signIn(seed.staff.email, seed.host)).get(url));

    const anonymous = await t.request(seed.host, url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'ログインしてください' } });

    const other = await t.seedCompany();
    const otherAdmin = await t.signIn(other.admin.email, other.host);
    const foreign = await otherAdmin.get(url);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ファイルが見つかりません' } });
    // The own member's cookie sent to another partner's host.
    expect((await t.request(other.host, url, { cookie: admin.cookie })).status).toBe(403);
    const manager = await t.seedManager();
    expect((await (await t.signIn(manager.email, manager.host)).get(url)).status).toBe(403);
  });

  it('no longer answers at its public URL, on any host, nor as a smaller copy — even after it is replaced', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const first = await storedImage(seed.companyId);
    // Freshly uploaded, before it is saved as the seal, it is like any upload.
    expect((await t.request(seed.host, `/api/public/files/${first}`)).status).toBe(200);
    expect((await admin.send('PATCH', '/api/settings/company', { sealFileId: first })).status).toBe(200);
    const second = await storedImage(seed.companyId);
    expect((await admin.send('PATCH', '/api/settings/company', { sealFileId: second })).status).toBe(200);

    for (const id of [first, second]) {
      for (const host of [seed.host, t.hostOf(null)]) {
        for (const path of [`/api/public/files/${id}`, `/api/public/files/${id}/w320.webp`]) {
          const res = await t.request(host, path, { cookie: admin.cookie });
          expect({ path, status: res.status }).toEqual({ path, status: 404 });
        }
      }
      // Issued documents may still print the old one: the company keeps seeing it.
      await isTheImage(await admin.get(`/api/private/files/${id}`));
    }
  });

  it('cannot be published as a menu photo, a product image or the logo', async () => {
    const { seed, admin, sealFileId } = await companyWithSeal();
    const refused = async (res: Response, label: string) => {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'UNKNOWN_FILE', message: `${label}が見つかりません。もう一度アップロードしてください` },
      });
    };
    const category = await (await admin.send('POST', '/api/menu/categories', { name: 'お食事' })).json();
    const item = { name: '唐揚げ定食', price: 980, categoryId: category.categories[0].id, imageFileId: sealFileId };
    await refused(await admin.send('POST', '/api/menu/items', item), '画像');
    await refused(
      await admin.send('POST', '/api/products', { code: 'P-1', name: 'ペン', unitPrice: 100, imageFileId: sealFileId }),
      '商品画像',
    );
    await refused(await admin.send('PATCH', '/api/settings/company', { logoFileId: sealFileId }), 'ロゴの画像');
    expect((await (await admin.get('/api/menu')).json()).items).toEqual([]);
    expect(await (await admin.get('/api/settings/company')).json()).toMatchObject({ logoFileId: null, sealFileId });
    expect((await t.request(seed.host, `/api/public/files/${sealFileId}`)).status).toBe(404);
  });

  it('logos, product images and menu photos stay public beside it', async () => {
    const { seed, admin, sealFileId } = await companyWithSeal();
    const logo = await storedImage(seed.companyId);
    const photo = await storedImage(seed.companyId);
    const productImage = await storedImage(seed.companyId);
    const saved = await (await admin.send('PATCH', '/api/settings/company', { logoFileId: logo })).json();
    expect(saved).toMatchObject({ logoUrl: `/api/public/files/${logo}`, sealUrl: `/api/private/files/${sealFileId}` });
    const product = await admin.send('POST', '/api/products', { code: 'P-1', name: 'ペン', unitPrice: 100, imageFileId: productImage });
    expect(product.status).toBe(201);
    expect((await (await admin.get(`/api/products/${(await product.json()).id}`)).json()).imageUrl).toBe(
      `/api/public/files/${productImage}`,
    );
    const category = await (await admin.send('POST', '/api/menu/categories', { name: 'お食事' })).json();
    const menu = await (
      await admin.send('POST', '/api/menu/items', {
        name: '唐揚げ定食',
        price: 980,
        categoryId: category.categories[0].id,
        imageFileId: photo,
      })
    ).json();
    expect(menu.items[0].imageUrl).toBe(`/api/public/files/${photo}`);
    expect((await t.request(seed.host, `/api/public/files/${sealFileId}`)).status).toBe(404);
    for (const id of [logo, photo, productImage]) {
      const res = await t.request(seed.host, `/api/public/files/${id}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      await isTheImage(res);
    }
  });

  it('is still printed on issued documents, read from the database rather than its URL', async () => {
    const { seed, admin, sealFileId } = await companyWithSeal();
    expect((await t.request(seed.host, `/api/public/files/${sealFileId}`)).status).toBe(404);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const lines = [{ name: '作業', quantity: '1', unitPrice: 1000 }];
    const created = await (await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines })).json();
    expect((await admin.send('POST', `/api/documents/invoice/${created.id}/issue`)).status).toBe(200);
    const pdf = await admin.get(`/api/documents/invoice/${created.id}/pdf`);
    expect(pdf.status).toBe(200);
    const path = join(await mkdtemp(join(tmpdir(), 'kanri-pdf-')), 'invoice.pdf');
    await writeFile(path, Buffer.from(await pdf.arrayBuffer()));
    // Rows of `pdfimages -list` whose type is `image`: the seal (the company has no logo).
    const rows = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).split('\n');
    expect(rows.filter((row) => row.trim().split(/\s+/)[2] === 'image')).toHaveLength(1);
  });

  it('the upgrade makes the seals saved before it private, those of issued documents included', async () => {
    const seed = await t.seedCompany();
    const current = await storedImage(seed.companyId);
    const printed = await storedImage(seed.companyId);
    const logo = await storedImage(seed.companyId);
    // As an older version left them: public files named by the company and by an issued snapshot.
    await t.db.update(companies).set({ sealFileId: current, logoFileId: logo }).where(eq(companies.id, seed.companyId));
    await t.db.insert(documents).values({
      id: `${seed.companyId}-old`,
      companyId: seed.companyId,
      kind: 'invoice',
      status: 'issued',
      number: 'OLD-1',
      issueDate: '2025-04-01',
      issuer: { sealFileId: printed, sealUrl: `/api/public/files/${printed}` } as never,
    });
    for (const id of [current, printed]) expect((await t.request(seed.host, `/api/public/files/${id}`)).status).toBe(200);

    const migration = await readFile(new URL('../db/migrations/0028_private_files.sql', import.meta.url), 'utf8');
    const [, markSeals] = migration.split('--> statement-breakpoint');
    await t.db.execute(sql.raw(markSeals as string));

    for (const id of [current, printed]) expect((await t.request(seed.host, `/api/public/files/${id}`)).status).toBe(404);
    expect((await t.request(seed.host, `/api/public/files/${logo}`)).status).toBe(200);
    const admin = await t.signIn(seed.admin.email, seed.host);
    const old = await (await admin.get(`/api/documents/invoice/${seed.companyId}-old`)).json();
    expect(old.issuer.sealUrl).toBe(`/api/private/files/${printed}`);
  });
});
