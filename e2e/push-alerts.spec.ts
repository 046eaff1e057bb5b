import { startPushService } from '../src/server/test/push-service';
import { expect, orderAtSeat, pushServicePort, signIn, test } from './fixtures';

/**
 * Web Push of new orders, end to end but for one leg: a browser's push service is on the
 * internet, which this test has not, so the page's PushManager hands out a subscription to a
 * stand-in service on 127.0.0.1 (with keys the test holds). Everything else is real: the
 * opt-in switch, the service worker, the server's encrypted and signed push, and the
 * notification the service worker shows for the payload the stand-in received.
 */
// The service worker's notifications are shown only by the full browser (playwright.config.ts).
test('a staff device opts in on 注文確認 and gets a push notification of a diner order', { tag: '@full-browser' }, async ({
  page,
  company,
}) => {
  const service = await startPushService(pushServicePort);
  try {
    const device = service.device(`/device/${company.companyId}`);
    await page.context().grantPermissions(['notifications'], { origin: company.origin });
    await page.addInitScript((subscription) => {
      const stored = { current: null as PushSubscription | null };
      const fake = (options: PushSubscriptionOptionsInit) =>
        ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
          unsubscribe: async () => {
            stored.current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        stored.current = fake(options ?? {});
        return stored.current;
      };
      PushManager.prototype.getSubscription = async () => stored.current;
    }, device.subscription);

    await signIn(page, company.admin, '/order?tab=orders');
    const pushSwitch = page.getByRole('switch', { name: 'プッシュ通知' });
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
    await pushSwitch.click();
    await expect(page.getByText('この端末にプッシュ通知を送ります')).toBeVisible();
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'true');

    await orderAtSeat(page, company.seat.dinerUrl, '唐揚げ', 2, 'e2e-push-order');
    const [push] = await service.waitFor(1);
    if (!push) throw new Error('no push arrived');
    const message = device.open(push) as { title: string; body: string; url: string };
    expect(message).toMatchObject({ title: `新しい注文（${company.seat.name}）`, url: '/order?tab=orders' });
    expect(message.body).toMatch(/^唐揚げ ×2　合計 ¥[\d,]+$/);

    // The payload as the browser's push service would hand it to the service worker.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((r) => r.scopeURL === `${company.origin}/` && !r.isDeleted);
        if (registration) resolve(registration.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: company.origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/sw.js');
          return (await registration?.getNotifications())?.map((n) => ({ title: n.title, body: n.body })) ?? [];
        }),
      )
      .toEqual([{ title: message.title, body: message.body }]);

    // The open page alerted too; once that is closed, push is turned off again and the server forgets the device.
    await page.getByRole('dialog', { name: '新しい注文が入りました' }).getByRole('button', { name: '閉じる' }).click();
    await pushSwitch.click();
    await expect(page.getByText('この端末へのプッシュ通知を止めました')).toBeVisible();
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
    await orderAtSeat(page, company.seat.dinerUrl, '枝豆', 1, 'e2e-push-after-off');
    await expect(page.getByRole('dialog', { name: '新しい注文が入りました' })).toContainText('枝豆');
    expect(service.received).toHaveLength(1);
  } finally {
    await service.close();
  }
});

test('a device whose notifications are denied is told why, and the push switch stays off until tried again', async ({ page, company }) => {
  // No notifications permission granted to this context: the browser answers the request with 'denied'.
  await signIn(page, company.admin, '/order?tab=orders');
  const pushSwitch = page.getByRole('switch', { name: 'プッシュ通知' });
  await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
  await pushSwitch.click();
  const why = 'この端末ではプッシュ通知を使えません：通知が拒否されています。ブラウザの設定で許可してください';
  await expect(page.getByRole('alert').filter({ hasText: 'この端末ではプッシュ通知を使えません' })).toHaveText(why);
  await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(pushSwitch).toHaveAccessibleDescription(why);
  await expect(page.getByText('この端末にプッシュ通知を送ります')).toHaveCount(0);
});

test('注文確認 tells how to add it to the home screen, and the page links its app manifest', async ({ page, company }) => {
  await signIn(page, company.admin, '/order?tab=orders');
  const guide = page.getByRole('group').filter({ hasText: 'ホーム画面に追加する方法' });
  const iphone = page.getByRole('region', { name: 'iPhone・iPad（Safari）' });
  await expect(iphone).toBeHidden();
  await page.getByText('ホーム画面に追加する方法').click();
  await expect(iphone).toContainText('共有ボタン');
  await expect(iphone).toContainText('「ホーム画面に追加」を選び');
  await expect(page.getByRole('region', { name: 'Android（Chrome）' })).toContainText('右上のメニュー（︙）をタップ');
  await expect(guide).toContainText('iPhone・iPad は、ホーム画面に追加して開いたときだけプッシュ通知を受け取れます。');

  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    const response = await fetch(href);
    return { type: response.headers.get('content-type'), body: (await response.json()) as { name: string; start_url: string } };
  });
  expect(manifest.type).toMatch(/^application\/manifest\+json/);
  expect(manifest.body).toMatchObject({ name: `${company.oemName} 注文確認`, start_url: '/order?tab=orders' });
});
