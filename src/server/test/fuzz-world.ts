import { normalizeForSearch } from '@/core/japanese';
import { customers, products } from '../db/schema';
import type { TestContext } from './context';

type Session = Awaited<ReturnType<TestContext['signIn']>>;
export type FuzzWorld = {
  admin: Session;
  manager: Session;
  host: string;
  mainHost: string;
  /** Real ids for a path parameter, by the path prefix they belong under (longest prefix wins). */
  idsFor: (path: string, param: string) => string[];
};

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/**
 * A mobile-order company with one of everything (product, customer, document, bank account,
 * seat, menu, order) and a platform manager, so the fuzzer's requests reach past the "not
 * found" checks into the code that reads and writes rows.
 */
export async function seedFuzzWorld(t: TestContext): Promise<FuzzWorld> {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const managerSeed = await t.seedManager();
  const manager = await t.signIn(managerSeed.email, managerSeed.host);
  const key = seed.companyId;
  await t.db.insert(products).values({
    id: `${key}-p1`,
    companyId: key,
    code: 'P-1',
    name: '資料作成',
    unit: '式',
    unitPrice: 105,
    taxCategory: 'standard',
    searchText: normalizeForSearch('P-1 資料作成'),
  });
  await t.db.insert(customers).values({ id: `${key}-c1`, companyId: key, code: 'C-1', name: '株式会社取引先', honorific: '御中' });
  const line = { productId: `${key}-p1`, name: '資料作成', quantity: '1', unitPrice: 105, taxCategory: 'standard' };
  const document = await json(
    await admin.send('POST', '/api/documents/quotation', { issueDate: '2026-11-05', customerId: `${key}-c1`, lines: [line] }),
  );
  const bank = await json(
    await admin.send('POST', '/api/settings/bank-accounts', {
      bankName: 'みずほ銀行',
      branchName: '本店',
      accountType: '普通',
      accountNumber: '1234567',
      accountHolder: 'テスト',
    }),
  );
  type Rows<R> = { items: R[]; categories: R[] };
  const seats = await json<Rows<{ id: string; token: string }>>(await admin.send('POST', '/api/seats', { name: 'A1' }));
  const seat = seats.items[0] ?? { id: '', token: '' };
  const menu = await json<Rows<{ id: string }>>(await admin.send('POST', '/api/menu/categories', { name: 'お食事' }));
  const categoryId = menu.categories[0]?.id ?? '';
  const items = await json<Rows<{ id: string }>>(await admin.send('POST', '/api/menu/items', { name: '定食', price: 980, categoryId }));
  const itemId = items.items[0]?.id ?? '';
  const diner = `/api/mobile-order/${key}/${seat.token}`;
  await t.request(seed.host, `${diner}/cart/items`, { method: 'POST', body: { itemId, quantity: 1 } });
  const placed = await json(await t.request(seed.host, `${diner}/orders`, { method: 'POST', body: { requestKey: 'fuzz-order-1' } }));
  const orderId = String((placed.order as { id?: string } | undefined)?.id ?? '');

  // Without these the fuzzer would only ever meet "not found": fail loudly instead.
  const seeded = { document: document.id, bank: bank.id, seat: seat.id, categoryId, itemId, orderId };
  const missing = Object.entries(seeded).filter(([, id]) => !id);
  if (missing.length > 0) throw new Error(`fuzz world: no ${missing.map(([name]) => name).join(', ')}`);

  const ids = new Map<string, string[]>([
    ['/api/products/', [`${key}-p1`]],
    ['/api/customers/', [`${key}-c1`]],
    ['/api/documents/', [String(document.id)]],
    ['/api/settings/bank-accounts/', [String(bank.id)]],
    ['/api/staff/', [seed.staff.id]],
    ['/api/seats/', [seat.id]],
    ['/api/menu/categories/', [categoryId]],
    ['/api/menu/items/', [itemId]],
    ['/api/orders/', [orderId, seat.id]],
    ['/api/admin/oems/', [seed.oemId]],
    ['/api/admin/companies/', [key]],
    ['/api/admin/users/', [seed.staff.id]],
    ['/api/mobile-order/', [key, seat.token, itemId]],
  ]);
  const byParam = new Map<string, string[]>([
    ['kind', ['quotation', 'invoice', 'purchase_order', 'delivery_note']],
    ['companyId', [key]],
    ['seatId', [seat.token, seat.id]],
    ['itemId', [itemId]],
  ]);
  const idsFor = (path: string, param: string) => {
    const fixed = byParam.get(param);
    if (fixed) return fixed;
    const prefixes = [...ids.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length);
    return prefixes.length > 0 ? (ids.get(prefixes[0] as string) ?? []) : [];
  };
  return { admin, manager, host: seed.host, mainHost: managerSeed.host, idsFor };
}
