import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A moment in Japan; 2026-11-25 is a Wednesday. Only Date is faked: timers and I/O run as usual. */
const at = (local: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${local}+09:00`));
};
const jst = (local: string) => Date.parse(`${local}+09:00`);

/** 毎日 17:00–翌2:00 (ラストオーダー 翌1:30); 木曜 26日 臨時休業; 金曜 27日 11:00–15:00 and 20:00–翌3:00. */
const night = { days: 0b1111111, opensAt: 17 * 60, closesAt: 26 * 60, lastOrderAt: 25 * 60 + 30 };
const closedDay = { date: '2026-11-26', periods: [] };
const holiday = {
  date: '2026-11-27',
  periods: [
    { opensAt: 11 * 60, closesAt: 15 * 60, lastOrderAt: null },
    { opensAt: 20 * 60, closesAt: 27 * 60, lastOrderAt: null },
  ],
};

async function holidayShop() {
  const r = await seedRestaurant(t);
  at('2026-11-25T20:00:00');
  expect((await r.admin.send('PUT', '/api/seats/ordering-hours', { items: [night] })).status).toBe(200);
  for (const exception of [closedDay, holiday]) {
    expect((await r.admin.send('PUT', '/api/seats/ordering-exceptions', exception)).status).toBe(200);
  }
  return r;
}

const addBeer = async (r: Awaited<ReturnType<typeof seedRestaurant>>) => r.a1('POST', '/cart/items', { itemId: r.beer.id });

describe('dated exceptions to the ordering hours', () => {
  it('a closed date refuses diners and 代理注文 with the reason; the day before still runs past midnight into it', async () => {
    const r = await holidayShop();
    at('2026-11-26T01:00:00');
    expect((await addBeer(r)).status).toBe(200);

    at('2026-11-26T18:00:00');
    const reason = '只今、ご注文の受付時間外です。次の受付開始は 明日 11:00 です。';
    const added = await addBeer(r);
    expect(added.status).toBe(409);
    expect((await added.json()).error.message).toBe(reason);
    expect((await (await r.a1('POST', '/orders', { requestKey: 'closed-day' })).json()).error.message).toBe(reason);
    const staff = await r.admin.send('POST', '/api/orders', {
      seatId: r.seats[1].id,
      items: [{ itemId: r.beer.id, quantity: 1 }],
      requestKey: 'staff-closed-day',
    });
    expect((await staff.json()).error.message).toBe(reason);
    expect((await (await r.admin.get('/api/orders')).json()).items).toEqual([]);
    // The diner's page gets the calendar with the exceptions taken: no night on the 26th, lunch on the 27th.
    const windows: { opensAt: number }[] = (await (await r.a1('GET', '')).json()).orderingWindows;
    expect(windows.map((w) => w.opensAt)).not.toContain(jst('2026-11-26T17:00:00'));
    expect(windows.map((w) => w.opensAt)).toContain(jst('2026-11-27T11:00:00'));
  });

  it('a special date takes orders in its own periods, past midnight included, instead of its weekday’s', async () => {
    const r = await holidayShop();
    at('2026-11-27T12:00:00');
    expect((await addBeer(r)).status).toBe(200);
    expect((await r.a1('POST', '/orders', { requestKey: 'holiday-lunch' })).status).toBe(201);

    // 18:00 is in the weekly night, but not in the date's own periods.
    at('2026-11-27T18:00:00');
    expect((await (await addBeer(r)).json()).error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 20:00 です。');
    at('2026-11-28T02:30:00');
    expect((await addBeer(r)).status).toBe(200);
    at('2026-11-28T03:10:00');
    expect((await (await addBeer(r)).json()).error.message).toBe('只今、ご注文の受付時間外です。次の受付開始は 17:00 です。');
  });

  it('lists and removes a date’s hours, refusing past dates and impossible periods in Japanese', async () => {
    const r = await holidayShop();
    const list = async () => (await (await r.admin.get('/api/seats/ordering-exceptions')).json()).items;
    expect(await list()).toEqual([closedDay, holiday]);
    const past = await r.admin.send('PUT', '/api/seats/ordering-exceptions', { date: '2026-11-24', periods: [] });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe('過去の日付は設定できません');
    const backwards = await r.admin.send('PUT', '/api/seats/ordering-exceptions', {
      date: '2026-12-31',
      periods: [{ opensAt: 18 * 60, closesAt: 17 * 60 }],
    });
    expect(JSON.stringify(await backwards.json())).toContain('終了時刻は開始時刻より後（24時間以内）にしてください');
    const badDate = await r.admin.send('PUT', '/api/seats/ordering-exceptions', { date: '2026-02-30', periods: [] });
    expect(JSON.stringify(await badDate.json())).toContain('日付が正しくありません');
    expect(await list()).toEqual([closedDay, holiday]);

    expect((await r.admin.send('DELETE', '/api/seats/ordering-exceptions/2026-11-26')).status).toBe(200);
    expect(await list()).toEqual([holiday]);
    at('2026-11-26T18:00:00');
    expect((await addBeer(r)).status).toBe(200);
    const history = await (await r.admin.get('/api/history')).json();
    expect(history.items.map((i: { targetLabel: string }) => i.targetLabel)).toContain('受付時間 2026/11/26(木) 臨時休業');
  });

  it('are each company’s own, and need 座席設定', async () => {
    const r = await holidayShop();
    const other = await seedRestaurant(t);
    expect((await (await other.admin.get('/api/seats/ordering-exceptions')).json()).items).toEqual([]);
    expect((await other.admin.send('DELETE', '/api/seats/ordering-exceptions/2026-11-26')).status).toBe(404);
    expect((await r.admin.send('DELETE', '/api/seats/ordering-exceptions/2026-13-01')).status).toBe(404);
    // Another company's closed date closes nothing here.
    at('2026-11-26T18:00:00');
    expect((await addBeer(other)).status).toBe(200);
    expect((await (await r.admin.get('/api/seats/ordering-exceptions')).json()).items).toHaveLength(2);
    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    expect((await staff.get('/api/seats/ordering-exceptions')).status).toBe(403);
    expect((await staff.send('PUT', '/api/seats/ordering-exceptions', closedDay)).status).toBe(403);
  });
});
