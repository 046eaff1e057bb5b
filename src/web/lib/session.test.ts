import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './session';

/** What the browser did, in order: requests to the server and the push subscription ended. */
let steps: string[];
let store: Map<string, string>;

/** What the server answers when it accepts. */
const okAnswers: Record<string, unknown> = {
  '/api/orders/push/subscription': { isSubscribed: false },
  '/api/auth/sign-out': { success: true },
};

/** A browser with this service worker subscription (or none) and what the server answers. */
function browser(subscription: { endpoint: string }, answers: Record<string, number> = {}) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    steps.push(`${init.method} ${path} ${init.body ?? ''}`.trim());
    const status = answers[path] ?? 200;
    const ok = JSON.stringify(okAnswers[path] ?? {});
    return new Response(status === 200 ? ok : JSON.stringify({ error: { code: 'FORBIDDEN', message: '権限がありません' } }), {
      status,
    });
  });
  const pushSubscription = {
    endpoint: subscription.endpoint,
    unsubscribe: async () => {
      steps.push('unsubscribe');
      return true;
    },
  };
  vi.stubGlobal('navigator', {
    serviceWorker: {
      getRegistration: async (url: string) =>
        url === '/sw.js' ? { pushManager: { getSubscription: async () => pushSubscription } } : undefined,
    },
  });
}

beforeEach(() => {
  steps = [];
  store = new Map([
    ['kanri:order-push:company-1', '{"endpoint":"https://fcm.googleapis.com/fcm/send/abc","refreshedAt":1}'],
    ['kanri:theme', 'dark'],
  ]);
  vi.stubGlobal('localStorage', {
    get length() {
      return store.size;
    },
    key: (i: number) => [...store.keys()][i] ?? null,
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('ログアウト', () => {
  it('tells the server to forget this device and ends its push subscription before signing out', async () => {
    browser({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
    await signOut();
    expect(steps).toEqual([
      'DELETE /api/orders/push/subscription {"endpoint":"https://fcm.googleapis.com/fcm/send/abc"}',
      'unsubscribe',
      'POST /api/auth/sign-out {}',
    ]);
    expect([...store.keys()]).toEqual(['kanri:theme']);
  });

  it('signs out all the same when the server refuses to forget the device', async () => {
    browser({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }, { '/api/orders/push/subscription': 403 });
    await signOut();
    expect(steps.slice(1)).toEqual(['unsubscribe', 'POST /api/auth/sign-out {}']);
  });
});
