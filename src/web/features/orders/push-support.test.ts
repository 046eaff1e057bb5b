import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/web/lib/api';
import { failedStep, type PushEnvironment, pushBlocker, pushProblem } from './push-support';

const android: PushEnvironment = {
  isSecureContext: true,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  isAppleMobile: false,
  isStandalone: false,
  permission: 'default',
};
// Safari on an iPhone, in a tab: no PushManager and no Notification until added to the home screen.
const iphoneSafari: PushEnvironment = { ...android, isAppleMobile: true, hasPushManager: false, hasNotification: false };

describe('why a device cannot take Web Push', () => {
  it('lets a supporting browser ask for the permission, in a tab or from the home screen', () => {
    expect(pushBlocker(android)).toBeNull();
    expect(pushBlocker({ ...android, permission: 'granted', isStandalone: true })).toBeNull();
    expect(pushBlocker({ ...iphoneSafari, isStandalone: true, hasPushManager: true, hasNotification: true })).toBeNull();
  });

  it('tells an iPhone or iPad in Safari to add the page to the home screen first', () => {
    expect(pushBlocker(iphoneSafari)).toBe('ホーム画面に追加してから開いてください');
    expect(pushProblem(pushBlocker(iphoneSafari) ?? '')).toBe(
      'この端末ではプッシュ通知を使えません：ホーム画面に追加してから開いてください',
    );
  });

  it('names a page not on https, a browser without push and notifications denied in the settings', () => {
    expect(pushBlocker({ ...android, isSecureContext: false })).toBe('安全な接続（https）で開かれていません');
    expect(pushBlocker({ ...android, hasServiceWorker: false })).toBe('このブラウザはプッシュ通知に対応していません');
    expect(pushBlocker({ ...android, hasPushManager: false })).toBe('このブラウザはプッシュ通知に対応していません');
    expect(pushBlocker({ ...android, permission: 'denied' })).toBe('通知が拒否されています。ブラウザの設定で許可してください');
  });

  it('says which step failed, with the error', () => {
    const browserError = new DOMException('Registration failed - push service error', 'AbortError');
    expect(failedStep('subscribe', browserError).message).toBe(
      '通知の登録に失敗しました（AbortError: Registration failed - push service error）',
    );
    expect(failedStep('register', new ApiRequestError(0, 'network', '通信できませんでした')).message).toBe(
      'サーバーに登録できませんでした（通信できませんでした）',
    );
  });
});
