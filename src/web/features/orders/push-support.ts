import { ApiRequestError } from '@/web/lib/api';

/**
 * Why a phone or tablet cannot take Web Push, in words the staff can act on. Shown under the
 * プッシュ通知 switch as 「この端末ではプッシュ通知を使えません：<理由>」 until they try again.
 */
export const pushReasons = {
  homeScreen: 'ホーム画面に追加してから開いてください',
  insecure: '安全な接続（https）で開かれていません',
  unsupported: 'このブラウザはプッシュ通知に対応していません',
  denied: '通知が拒否されています。ブラウザの設定で許可してください',
  dismissed: '通知が許可されませんでした。もう一度お試しいただき、「許可」を選んでください',
} as const;

export const pushProblem = (reason: string) => `この端末ではプッシュ通知を使えません：${reason}`;

/** What decides whether this browser may take Web Push, read once per try. */
export type PushEnvironment = {
  isSecureContext: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** An iPhone or iPad (iPadOS says it is a Mac, but one with a touch screen). */
  isAppleMobile: boolean;
  /** Opened from the home screen rather than in a browser tab. */
  isStandalone: boolean;
  permission: NotificationPermission;
};

export function readPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  const isAppleMobile = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return {
    isSecureContext: window.isSecureContext,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isAppleMobile,
    isStandalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    permission: 'Notification' in window ? Notification.permission : 'denied',
  };
}

/**
 * Why push cannot be turned on here before asking the browser anything, or null where it may be.
 * iPhone and iPad get Web Push only in the app added to the home screen: in Safari they have no
 * PushManager at all, so that reason comes before "not supported".
 */
export function pushBlocker(env: PushEnvironment): string | null {
  if (!env.isSecureContext) return pushReasons.insecure;
  if (env.isAppleMobile && !env.isStandalone) return pushReasons.homeScreen;
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return pushReasons.unsupported;
  if (env.permission === 'denied') return pushReasons.denied;
  return null;
}

/** An opt-in that failed, with the reason to show. */
export class PushProblem extends Error {}

/** The reason of a failed step: ours as is, the server's Japanese message, the browser's error by name. */
export function failedStep(step: 'subscribe' | 'register', error: unknown): PushProblem {
  if (error instanceof PushProblem) return error;
  if (error instanceof ApiRequestError) return new PushProblem(`サーバーに登録できませんでした（${error.message}）`);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new PushProblem(step === 'subscribe' ? `通知の登録に失敗しました（${detail}）` : `サーバーに登録できませんでした（${detail}）`);
}
