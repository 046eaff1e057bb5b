import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A file row as the upload routes leave it (the bytes are not needed to be referenced). */
async function storedFile(companyId: string, { contentType = 'image/png', isComplete = true } = {}) {
  const id = crypto.randomUUID();
  await t.db.insert(files).values({ id, companyId, filename: 'x', contentType, size: 10, isComplete });
  return id;
}

/** An image of another company, an unfinished upload, and a file that is not an image. */
async function foreignAndWrongFiles(companyId: string) {
  const other = await t.seedCompany();
  return {
    otherCompany: await storedFile(other.companyId),
    unfinished: await storedFile(companyId, { isComplete: false }),
    notImage: await storedFile(companyId, { contentType: 'application/pdf' }),
  };
}

const refused = async (res: Response, message: string) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'UNKNOWN_FILE', message } });
};

describe('stored file ids', () => {
  it('a product image must be a finished image upload of the same company', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const bad = await foreignAndWrongFiles(seed.companyId);
    const product = { code: 'IMG-1', name: '画像つき商品', unitPrice: 100 };
    for (const imageFileId of Object.values(bad)) {
      await refused(
        await admin.send('POST', '/api/products', { ...product, imageFileId }),
        '商品画像が見つかりません。もう一度アップロードしてください',
      );
    }
    expect((await (await admin.get('/api/products')).json()).items).toEqual([]);

    const own = await storedFile(seed.companyId);
    const created = await admin.send('POST', '/api/products', { ...product, imageFileId: own });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    for (const imageFileId of Object.values(bad)) {
      await refused(
        await admin.send('PATCH', `/api/products/${id}`, { imageFileId }),
        '商品画像が見つかりません。もう一度アップロードしてください',
      );
    }
    expect((await (await admin.get(`/api/products/${id}`)).json()).imageUrl).toBe(`/api/public/files/${own}`);
  });

  it('menu item images, the company logo and the seal follow the same rule', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const bad = await foreignAndWrongFiles(seed.companyId);
    const category = await (await admin.send('POST', '/api/menu/categories', { name: 'お食事' })).json();
    const item = { name: '唐揚げ定食', price: 980, categoryId: category.categories[0].id };
    for (const imageFileId of Object.values(bad)) {
      await refused(
        await admin.send('POST', '/api/menu/items', { ...item, imageFileId }),
        '画像が見つかりません。もう一度アップロードしてください',
      );
      await refused(
        await admin.send('PATCH', '/api/settings/company', { logoFileId: imageFileId }),
        'ロゴの画像が見つかりません。もう一度アップロードしてください',
      );
      await refused(
        await admin.send('PATCH', '/api/settings/company', { sealFileId: imageFileId }),
        '印影の画像が見つかりません。もう一度アップロードしてください',
      );
    }
    expect((await (await admin.get('/api/menu')).json()).items).toEqual([]);
    expect(await (await admin.get('/api/settings/company')).json()).toMatchObject({ logoFileId: null, sealFileId: null });

    const own = await storedFile(seed.companyId, { contentType: 'image/jpeg' });
    const seal = await storedFile(seed.companyId);
    expect((await admin.send('POST', '/api/menu/items', { ...item, imageFileId: own })).status).toBe(201);
    expect(await (await admin.send('PATCH', '/api/settings/company', { logoFileId: own, sealFileId: seal })).json()).toMatchObject({
      logoUrl: `/api/public/files/${own}`,
      // The seal is shown to the company's members only (see private-files.test.ts).
      sealUrl: `/api/private/files/${seal}`,
    });
  });
});
