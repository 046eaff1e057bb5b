import { useCallback, useEffect, useState } from 'react';
import { ordersEndpoints as endpoints } from '@/core/contracts/orders';
import { call } from '@/web/lib/api';
import { currentPushSubscription, pushStorageKey as storageKey } from '@/web/lib/push-subscription';
import { failedStep, PushProblem, pushBlocker, pushProblem, pushReasons, readPushEnvironment } from './push-support';

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

/** Runs one step of the opt-in; a failure names the step (the browser's subscription, or the server). */
async function step<T>(name: 'subscribe' | 'register', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failedStep(name, error);
  }
}

/** The browser's subscription for the server's current key (made anew when the key changed), sent to the server. */
async function subscribeAndSend(companyId: string): Promise<void> {
  const registration = await step('subscribe', async () => {
    const registered = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registered;
  });
  const { publicKey } = await step('register', () => call(endpoints.pushKey));
  const key = fromBase64url(publicKey);
  const subscription = await step('subscribe', async () => {
    const current = await registration.pushManager.getSubscription();
    if (current && sameKey(current.options.applicationServerKey, key)) return current;
    await current?.unsubscribe();
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  });
  // The browser types its keys as optional; a push subscription always has both (the server checks them).
  const { keys } = subscription.toJSON();
  await step('register', () =>
    call(endpoints.subscribePush, {
      body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
    }),
  );
  writeStored(companyId, { endpoint: subscription.endpoint, refreshedAt: Date.now() });
}

/** Asks for the notification permission where push may work at all; a refusal says why. */
async function askPermission(): Promise<void> {
  const blocker = pushBlocker(readPushEnvironment());
  if (blocker) throw new PushProblem(blocker);
  const answer = await Notification.requestPermission();
  if (answer === 'denied') throw new PushProblem(pushReasons.denied);
  if (answer !== 'granted') throw new PushProblem(pushReasons.dismissed);
}

async function unsubscribe(companyId: string): Promise<void> {
  const subscription = await currentPushSubscription();
  const endpoint = subscription?.endpoint ?? readStored(companyId)?.endpoint;
  if (endpoint) await call(endpoints.unsubscribePush, { body: { endpoint } });
  await subscription?.unsubscribe();
  writeStored(companyId, null);
}

export type PushDevice = {
  /** Whether this browser has Web Push at all (its subscription is refreshed only then). */
  isSupported: boolean;
  isOn: boolean;
  isBusy: boolean;
  /** Why the last try failed, shown until the next one; null when it did not. */
  problem: string | null;
  /** Turns push on (asking for the notification permission) or off; answers whether it did. */
  setOn: (isOn: boolean) => Promise<boolean>;
};

/** This device's push state for the company, sent to the server again on the first render. */
export function usePushDevice(companyId: string): PushDevice {
  const isSupported = isPushSupported();
  const [isOn, setIsOn] = useState(() => isSupported && readStored(companyId) !== null && Notification.permission === 'granted');
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
      setProblem(null);
      try {
        if (next) {
          await askPermission();
          await subscribeAndSend(companyId);
        } else {
          await unsubscribe(companyId);
        }
        setIsOn(next);
        return true;
      } catch (error) {
        console.warn('プッシュ通知を設定できませんでした', error);
        // Turning on failed: the switch stays off and says why. Turning off failed: it stays on.
        if (next) setProblem(pushProblem(failedStep('register', error).message));
        else setProblem(`この端末のプッシュ通知を止められませんでした：${error instanceof Error ? error.message : String(error)}`);
        return false;
      } finally {
        setIsBusy(false);
      }
    },
    [companyId],
  );

  return { isSupported, isOn, isBusy, problem, setOn };
}
