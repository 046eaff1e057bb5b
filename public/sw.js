// The back-office's service worker: Web Push of new orders only (no caching). It shows the
// notification the server sent (src/server/push/staff-push.ts) and a tap opens 注文確認.
const ordersPage = '/order?tab=orders';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A payload that is not JSON still tells the staff that something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(message.title || '新しい注文', {
      body: message.body || '',
      tag: message.tag,
      lang: 'ja',
      data: { url: message.url || ordersPage },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || ordersPage, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        try {
          await open.navigate(url);
          return;
        } catch {
          // A page this worker does not control cannot be navigated: open a new one instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// The browser renewed the subscription: hand the new one to the server (same site, so the
// member's cookie goes with it).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const subscription = event.newSubscription || (await self.registration.pushManager.subscribe(event.oldSubscription.options));
      await fetch('/api/orders/push/subscription', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
