import { useCallback, useEffect, useState } from 'react';
import { ordersEndpoints as endpoints } from '@/core/contracts/orders';
import { ApiRequestError, call } from '@/web/lib/api';
import { currentPushSubscription, pushStorageKey as storageKey } from '@/web/lib/push-subscription';

/**
 * This device's Web Push of new orders (opt-in from 注文確認's alert switches). The browser's
 * subscription is sent to the server when turned on and again whenever 注文確認 opens (the
 * specification's push token refresh, at most 7 days apart while in use): the server keeps a
 * device for the session that sent it, so after signing in again or a password change it is
 * registered anew. The server drops devices not refreshed for 30 days; ログアウト ends it.
 */
type Stored = { endpoint: string; refreshedAt: number };

export const isPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function readStored(companyId: string): Stored | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(companyId)) ?? 'null') as Partial<Stored> | null;
    return typeof parsed?.endpoint === 'string' && typeof parsed.refreshedAt === 'number'
      ? { endpoint: parsed.endpoint, refreshedAt: parsed.refreshedAt }
      : null;
  } catch {
    return null;
  }
}

function writeStored(companyId: string, stored: Stored | null) {
  try {
    if (stored) window.localStorage.setItem(storageKey(companyId), JSON.stringify(stored));
    else window.localStorage.removeItem(storageKey(companyId));
  } catch {
    // Without storage the device is still subscribed; it is refreshed when turned on again.
  }
}

const fromBase64url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** The browser's subscription for the server's current key (made anew when the key changed), sent to the server. */
async function subscribeAndSend(companyId: string): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await call(endpoints.pushKey);
  const key = fromBase64url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  // The browser types its keys as optional; a push subscription always has both (the server checks them).
  const { keys } = subscription.toJSON();
  await call(endpoints.subscribePush, {
    body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
  writeStored(companyId, { endpoint: subscription.endpoint, refreshedAt: Date.now() });
}

async function unsubscribe(companyId: string): Promise<void> {
  const subscription = await currentPushSubscription();
  const endpoint = subscription?.endpoint ?? readStored(companyId)?.endpoint;
  if (endpoint) await call(endpoints.unsubscribePush, { body: { endpoint } });
  await subscription?.unsubscribe();
  writeStored(companyId, null);
}

const blockedMessage = 'ブラウザの設定で通知がブロックされています';

export type PushDevice = {
  isSupported: boolean;
  isOn: boolean;
  isBusy: boolean;
  /** Turns push on (asking for the notification permission) or off; rejects with a message to show. */
  setOn: (isOn: boolean) => Promise<void>;
};

/** This device's push state for the company, sent to the server again on the first render. */
export function usePushDevice(companyId: string): PushDevice {
  const isSupported = isPushSupported();
  const [isOn, setIsOn] = useState(() => isSupported && readStored(companyId) !== null && Notification.permission === 'granted');
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!isSupported || !companyId) return;
    const stored = readStored(companyId);
    setIsOn(stored !== null && Notification.permission === 'granted');
    if (!stored) return;
    if (Notification.permission !== 'granted') {
      // Notifications were blocked in the browser's settings since: nothing can be shown.
      writeStored(companyId, null);
      return;
    }
    subscribeAndSend(companyId).catch((error: unknown) => console.warn('プッシュ通知の登録を更新できませんでした', error));
  }, [companyId, isSupported]);

  const setOn = useCallback(
    async (next: boolean) => {
      setIsBusy(true);
      try {
        if (next) {
          if ((await Notification.requestPermission()) !== 'granted') throw new Error(blockedMessage);
          await subscribeAndSend(companyId);
        } else {
          await unsubscribe(companyId);
        }
        setIsOn(next);
      } catch (error) {
        // The server's and our own messages are Japanese; the browser's push errors are not.
        if (error instanceof ApiRequestError || (error instanceof Error && error.message === blockedMessage)) throw error;
        console.warn('プッシュ通知を設定できませんでした', error);
        throw new Error('この端末ではプッシュ通知を設定できませんでした');
      } finally {
        setIsBusy(false);
      }
    },
    [companyId],
  );

  return { isSupported, isOn, isBusy, setOn };
}
