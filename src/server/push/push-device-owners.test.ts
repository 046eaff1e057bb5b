import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions, sessions } from '../db/schema';
import { log } from '../log';
import { createTestContext, type TestContext, testPassword } from '../test/context';
import { newDevice, startPushService } from '../test/push-service';
import { seedRestaurant } from '../test/restaurant';
import { prunePushDevices } from './staff-push';

let t: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestContext({ env: { PUSH_ENDPOINT_ORIGINS: service.origin } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Browser = Awaited<ReturnType<TestContext['signIn']>>;
type Device = ReturnType<typeof newDevice>;

const pushesTo = (device: Device) =>
  service.received.filter((push) => `${service.origin}${push.path}` === device.subscription.endpoint).length;
const rowsOf = (device: Device) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));

/** Waits until every one of the devices has had `count` pushes in all (or rejects after 10 s without one). */
async function untilPushed(devices: Device[], count: number) {
  while (devices.some((device) => pushesTo(device) < count)) await service.waitFor(service.received.length + 1);
}

async function subscribe(browser: Browser, device: Device) {
  const res = await browser.send('PUT', '/api/orders/push/subscription', device.subscription);
  expect(res.status).toBe(200);
}

/**
 * A restaurant where the admin has push on at the desk, and the staff member, allowed 注文確認,
 * at the counter. `order` places an order at A1 and waits until the given device that should
 * get it has it; placed twice, any push of the first to another device has arrived by then.
 */
async function restaurant() {
  const r = await seedRestaurant(t);
  const name = crypto.randomUUID().slice(0, 8);
  const device = (label: string) => service.device(`/${name}/${label}`);
  expect((await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { permissions: { quote: true } })).status).toBe(200);
  const staff = await t.signIn(r.seed.staff.email, r.seed.host);
  const desk = device('desk');
  const counter = device('counter');
  await subscribe(r.admin, desk);
  await subscribe(staff, counter);
  let placed = 0;
  const order = async (reaching: Device) => {
    const before = pushesTo(reaching);
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id, quantity: 1 });
    expect((await r.a1('POST', '/orders', { requestKey: `${name}-${++placed}` })).status).toBe(201);
    await untilPushed([reaching], before + 1);
  };
  const orderTwice = async (reaching: Device) => {
    await order(reaching);
    await order(reaching);
  };
  /** The admin signed in on another browser that turned push on. */
  const adminElsewhere = async (label: string) => {
    const browser = await t.signIn(r.seed.admin.email, r.seed.host);
    const other = device(label);
    await subscribe(browser, other);
    return { browser, device: other };
  };
  return { ...r, staff, desk, counter, device, order, orderTwice, adminElsewhere };
}

describe('push devices belong to the session that subscribed them', () => {
  it('signing out removes the device of that browser: no order reaches it, the others still get them', async () => {
    const r = await restaurant();
    const tablet = await r.adminElsewhere('tablet');
    await r.orderTwice(r.desk);
    await untilPushed([tablet.device, r.counter], 2);

    expect((await tablet.browser.send('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect(await rowsOf(tablet.device)).toEqual([]);
    await r.orderTwice(r.desk);
    await untilPushed([r.counter], 4);
    expect(pushesTo(tablet.device)).toBe(2);
  });

  it('「他の端末からログアウト」, ending one session and a password change remove the devices of the sessions they end', async () => {
    const r = await restaurant();
    const phone = await r.adminElsewhere('phone');
    expect((await r.admin.send('POST', '/api/account/sessions/revoke-others')).status).toBe(200);
    expect(await rowsOf(phone.device)).toEqual([]);

    const tablet = await r.adminElsewhere('tablet');
    const listed = (await (await r.admin.get('/api/account/sessions')).json()) as { items: { id: string; isCurrent: boolean }[] };
    const [other] = listed.items.filter((session) => !session.isCurrent);
    expect((await r.admin.send('DELETE', `/api/account/sessions/${other?.id}`)).status).toBe(204);
    expect(await rowsOf(tablet.device)).toEqual([]);

    // A new password ends every session of the admin, the desk's included (it is given a new one).
    const laptop = await r.adminElsewhere('laptop');
    const changed = await r.admin.send('POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'changed-pass-42',
    });
    expect(changed.status).toBe(200);
    expect(await rowsOf(laptop.device)).toEqual([]);
    expect(await rowsOf(r.desk)).toEqual([]);

    await r.orderTwice(r.counter);
    expect([pushesTo(phone.device), pushesTo(tablet.device), pushesTo(laptop.device), pushesTo(r.desk)]).toEqual([0, 0, 0, 0]);
  });

  it('a device of an expired session gets nothing and is dropped', async () => {
    const r = await restaurant();
    const tablet = await r.adminElsewhere('tablet');
    const [row] = await rowsOf(tablet.device);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, row?.sessionId ?? ''));
    await r.orderTwice(r.desk);
    expect(pushesTo(tablet.device)).toBe(0);
    // The hourly pruning job deletes it.
    await prunePushDevices(t.db);
    expect(await rowsOf(tablet.device)).toEqual([]);
  });

  it('a member who loses 注文確認 keeps no device, even once allowed again', async () => {
    const r = await restaurant();
    const setQuote = async (quote: boolean) =>
      expect((await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { permissions: { quote } })).status).toBe(200);
    await setQuote(false);
    expect(await rowsOf(r.counter)).toEqual([]);
    await setQuote(true);
    await r.orderTwice(r.desk);
    expect(pushesTo(r.counter)).toBe(0);

    // Turned on again by the member, the device is pushed to.
    await subscribe(r.staff, r.counter);
    await r.order(r.counter);
  });

  it('a member deactivated or made a manager keeps no device, even once active or a member again', async () => {
    const r = await restaurant();
    expect((await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { isActive: false })).status).toBe(200);
    expect(await rowsOf(r.counter)).toEqual([]);
    expect((await r.admin.send('PATCH', `/api/staff/${r.seed.staff.id}`, { isActive: true })).status).toBe(200);
    await r.orderTwice(r.desk);
    expect(pushesTo(r.counter)).toBe(0);

    const staff = await t.signIn(r.seed.staff.email, r.seed.host);
    await subscribe(staff, r.counter);
    const manager = await t.seedManager();
    const platform = await t.signIn(manager.email, manager.host);
    expect((await platform.send('PATCH', `/api/admin/users/${r.seed.staff.id}`, { isManager: true })).status).toBe(200);
    expect(await rowsOf(r.counter)).toEqual([]);
    expect((await platform.send('PATCH', `/api/admin/users/${r.seed.staff.id}`, { isManager: false })).status).toBe(200);
    await r.orderTwice(r.desk);
    expect(pushesTo(r.counter)).toBe(0);
  });
});

describe('one owner per push endpoint', () => {
  it('the same browser signed into another company becomes that company’s device only; the endpoint alone moves nothing', async () => {
    const a = await restaurant();
    const b = await restaurant();
    const shared = service.device(`/shared/${crypto.randomUUID().slice(0, 8)}`);
    await subscribe(a.admin, shared);

    // Someone who knows the endpoint but not the browser's keys.
    const stranger = newDevice(shared.subscription.endpoint);
    const taken = await b.admin.send('PUT', '/api/orders/push/subscription', stranger.subscription);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toEqual({
      code: 'PUSH_DEVICE_TAKEN',
      message: 'この通知先は別の端末のものとして登録されています。通知をいったんオフにしてから、もう一度オンにしてください。',
    });
    expect((await rowsOf(shared)).map((row) => row.companyId)).toEqual([a.seed.companyId]);

    // The browser itself, now signed into company B.
    await subscribe(b.staff, shared);
    const [bSession] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, b.seed.staff.id));
    expect((await rowsOf(shared)).map(({ companyId, userId, sessionId }) => ({ companyId, userId, sessionId }))).toEqual([
      { companyId: b.seed.companyId, userId: b.seed.staff.id, sessionId: bSession?.id },
    ]);
    await a.orderTwice(a.desk);
    expect(pushesTo(shared)).toBe(0);
    await b.order(shared);
    const last = service.received.filter((push) => `${service.origin}${push.path}` === shared.subscription.endpoint).at(-1);
    expect(last && (shared.open(last) as { title: string }).title).toBe('新しい注文（A1）');

    // Company A signing out of its old session of this browser changes nothing for B.
    expect((await a.admin.send('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect(await rowsOf(shared)).toHaveLength(1);
  });
});

describe('device keys', () => {
  const withP256dh = (device: Device, change: (point: Buffer) => Buffer) => ({
    ...device.subscription,
    keys: { ...device.subscription.keys, p256dh: change(Buffer.from(device.subscription.keys.p256dh, 'base64url')).toString('base64url') },
  });
  const offCurve = (point: Buffer) => Buffer.concat([point.subarray(0, 64), Buffer.from([(point[64] ?? 0) ^ 1])]);

  it('refuses a p256dh that is not an uncompressed P-256 point, in Japanese, and stores nothing', async () => {
    const r = await seedRestaurant(t);
    const device = service.device(`/keys/${crypto.randomUUID().slice(0, 8)}`);
    const bad = [
      withP256dh(device, offCurve),
      withP256dh(device, (point) => Buffer.concat([Buffer.from([0x03]), point.subarray(1)])),
      withP256dh(device, () => Buffer.concat([Buffer.from([0x04]), Buffer.alloc(64)])),
    ];
    for (const subscription of bad) {
      const res = await r.admin.send('PUT', '/api/orders/push/subscription', subscription);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'プッシュ通知の登録内容が正しくありません。通知をいったんオフにしてから、もう一度オンにしてください。',
      });
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.companyId, r.seed.companyId))).toEqual([]);
  });

  it('drops a stored device no payload can be encrypted for after its first order, in one log line, and pushes on to the others', async () => {
    const r = await restaurant();
    const broken = await r.adminElsewhere('broken');
    await t.db
      .update(pushSubscriptions)
      .set({ p256dh: withP256dh(broken.device, offCurve).keys.p256dh })
      .where(eq(pushSubscriptions.endpoint, broken.device.subscription.endpoint));
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});

    await r.order(r.desk);
    await expect.poll(() => rowsOf(broken.device), { timeout: 10_000 }).toEqual([]);
    await r.orderTwice(r.desk);
    await untilPushed([r.counter], 3);

    expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[push]'))).toEqual([
      [`[push] dropped a device of ${new URL(service.origin).host}: no payload can be encrypted for its keys`],
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(pushesTo(broken.device)).toBe(0);
  });
});
