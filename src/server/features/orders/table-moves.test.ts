import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatVisits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type SeatRow = { seatId: string; seatName: string; orderCount: number; total: number; visit: { adults: number | null } | null };

/** A1 seated for 2 with a 生ビール ordered from its phone; A2 free. */
async function seatedA1() {
  const r = await seedRestaurant(t);
  const [a1, a2] = r.seats as { id: string }[];
  await r.admin.send('POST', `/api/orders/seats/${a1?.id}/visit`, { adults: 2 });
  const beer = await placeOrderAt(r.a1, r.beer.id, 'move-beer');
  const seatsNow = async (): Promise<SeatRow[]> => (await (await r.admin.get('/api/orders/seat-bills')).json()).items;
  const move = (from: string, to: string, path = 'move') => r.admin.send('POST', `/api/orders/seats/${from}/${path}`, { toSeatId: to });
  return { ...r, a1Id: a1?.id as string, a2Id: a2?.id as string, beer, seatsNow, move };
}

describe('テーブル移動', () => {
  it('moves the party, its orders and cart to a free seat; the old seat is free and its phone no longer orders for them', async () => {
    const r = await seatedA1();
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
    const res = await r.move(r.a1Id, r.a2Id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, seatId: r.a2Id, seatName: 'A2' });

    const [a1, a2] = await r.seatsNow();
    expect(a1).toMatchObject({ seatName: 'A1', orderCount: 0, total: 0, visit: null });
    expect(a2).toMatchObject({ seatName: 'A2', orderCount: 1, total: 550, visit: { adults: 2 } });
    // 注文確認 and キッチン表示 read the new seat's name.
    const board = (await (await r.admin.get('/api/orders')).json()).items;
    expect(board.find((o: { id: string }) => o.id === r.beer.id)).toMatchObject({ seatId: r.a2Id, seatName: 'A2', status: 'new' });
    // The guests scanning A2 see their history and their cart; A1's phone starts empty.
    expect((await (await r.a2('GET', '/orders')).json()).items.map((o: { id: string }) => o.id)).toEqual([r.beer.id]);
    expect((await (await r.a1('GET', '/orders')).json()).items).toEqual([]);
    const cart = await (await r.a2('GET', '/cart')).json();
    expect(cart.items.map((i: { name: string }) => i.name)).toEqual(['唐揚げ定食']);
    // An order from A1's QR now is a new table's, not the moved party's bill.
    await placeOrderAt(r.a1, r.karaage.id, 'after-move');
    const after = await r.seatsNow();
    expect(after[1]).toMatchObject({ orderCount: 1, total: 550 });
    expect(after[0]).toMatchObject({ orderCount: 1, total: 980 });

    const bill = await (await r.admin.get(`/api/orders/seats/${r.a2Id}/bill`)).json();
    expect(bill.orders.map((o: { id: string }) => o.id)).toEqual([r.beer.id]);
  });

  it('is refused to a seat in use, and nothing changes', async () => {
    const r = await seatedA1();
    await placeOrderAt(r.a2, r.karaage.id, 'a2-karaage');
    const before = await r.seatsNow();
    const res = await r.move(r.a1Id, r.a2Id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'SEAT_OCCUPIED', message: 'A2は使用中です。空いている座席を選んでください' });
    expect(await r.seatsNow()).toEqual(before);
  });

  it('refuses a seat with nobody to move, and the same seat', async () => {
    const r = await seatedA1();
    const empty = await r.move(r.a2Id, r.a1Id);
    expect(empty.status).toBe(409);
    expect((await empty.json()).error.message).toBe('A2には移動するお客様がいません');
    const same = await r.move(r.a1Id, r.a1Id);
    expect(same.status).toBe(400);
    expect((await same.json()).error.code).toBe('SAME_SEAT');
  });

  it("another company's member cannot move or merge this company's seats", async () => {
    const r = await seatedA1();
    const other = await seedRestaurant(t);
    const theirs = other.seats[0].id as string;
    for (const path of ['move', 'merge']) {
      const res = await other.admin.send('POST', `/api/orders/seats/${r.a1Id}/${path}`, { toSeatId: r.a2Id });
      expect(res.status).toBe(404);
      const into = await r.admin.send('POST', `/api/orders/seats/${r.a1Id}/${path}`, { toSeatId: theirs });
      expect(into.status).toBe(404);
    }
    expect((await r.seatsNow())[0]).toMatchObject({ seatName: 'A1', orderCount: 1, visit: { adults: 2 } });
  });
});

describe('テーブル連結', () => {
  it("one bill takes the other's orders and guests; the absorbed seat is freed and the bill is paid as one", async () => {
    const r = await seatedA1();
    await r.admin.send('POST', `/api/orders/seats/${r.a2Id}/visit`, { adults: 1, children: 1 });
    await placeOrderAt(r.a2, r.karaage.id, 'merge-karaage');
    const res = await r.move(r.a1Id, r.a2Id, 'merge');
    expect(res.status).toBe(200);

    const [a1, a2] = await r.seatsNow();
    expect(a1).toMatchObject({ orderCount: 0, total: 0, visit: null });
    expect(a2).toMatchObject({ orderCount: 2, total: 1530, visit: { adults: 3, children: 1 } });
    const absorbed = await t.db
      .select()
      .from(seatVisits)
      .where(and(eq(seatVisits.companyId, r.seed.companyId), eq(seatVisits.seatName, 'A1')));
    expect(absorbed.filter((v) => v.mergedIntoId !== null)).toHaveLength(1);

    const closed = await r.admin.send('POST', `/api/orders/seats/${r.a2Id}/close`, {
      unserved: 'serve',
      payment: { total: 1530, payments: [{ method: 'cash', amount: 2000 }] },
      receipt: { addressee: '' },
    });
    expect(closed.status).toBe(200);
    const body = await closed.json();
    expect(body).toMatchObject({ isSeatClosed: true, payment: { total: 1530, change: 470 } });
    const doc = await (await r.admin.get(`/api/documents/receipt/${body.receipt.id}`)).json();
    expect(doc.lines.map((l: { name: string }) => l.name).sort()).toEqual(['唐揚げ定食', '生ビール']);
  });

  it('needs guests at the seat it joins', async () => {
    const r = await seatedA1();
    const res = await r.move(r.a1Id, r.a2Id, 'merge');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('A2にはお客様がいません。空いている座席へは「テーブル移動」を使ってください');
  });
});
