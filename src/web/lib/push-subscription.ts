import { ordersEndpoints } from '@/core/contracts/orders';
import { call } from './api';

/**
 * This browser's Web Push subscription of new orders (turned on in 注文確認) and what the browser
 * remembers of it per company. ログアウト ends both, so a device handed back shows no more orders.
 */
const storagePrefix = 'kanri:order-push:';

export const pushStorageKey = (companyId: string) => `${storagePrefix}${companyId}`;

/** The service worker's push subscription, or null where there is none (or no push at all). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/sw.js');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function forgetPushOptIns() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(storagePrefix)) localStorage.removeItem(key);
  } catch {
    // Without storage there is nothing remembered.
  }
}

/**
 * Before signing out: the server forgets this device and the browser ends its subscription.
 * Never throws, so signing out goes on whatever happens here (the server drops the devices of
 * an ended session in any case).
 */
export async function endPushSubscription(): Promise<void> {
  forgetPushOptIns();
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await call(ordersEndpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch (error) {
    console.warn('プッシュ通知の登録を解除できませんでした', error);
  }
}
