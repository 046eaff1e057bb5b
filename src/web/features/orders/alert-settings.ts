import { useSyncExternalStore } from 'react';
import { notifyDeviceSettings, subscribeDeviceSettings } from './device-setting';

export type AlertSettings = { isSoundOn: boolean; isNotificationOn: boolean };

const defaults: AlertSettings = { isSoundOn: true, isNotificationOn: true };
const storageKey = (companyId: string) => `kanri:order-alerts:${companyId}`;
// Snapshots must be stable between renders: cache the parsed value per raw string.
let cache: { raw: string | null; value: AlertSettings } = { raw: null, value: defaults };

function read(companyId: string): AlertSettings {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey(companyId));
  } catch {
    // Storage refused (private mode): the defaults apply.
  }
  if (raw === cache.raw) return cache.value;
  let value = defaults;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<AlertSettings>) : {};
    value = {
      isSoundOn: typeof parsed.isSoundOn === 'boolean' ? parsed.isSoundOn : defaults.isSoundOn,
      isNotificationOn: typeof parsed.isNotificationOn === 'boolean' ? parsed.isNotificationOn : defaults.isNotificationOn,
    };
  } catch {
    value = defaults;
  }
  cache = { raw, value };
  return value;
}

/** The new-order alert's sound and browser-notification switches, kept per company on this device (default on). */
export function useAlertSettings(companyId: string) {
  const settings = useSyncExternalStore(subscribeDeviceSettings, () => read(companyId));

  function update(change: Partial<AlertSettings>) {
    try {
      window.localStorage.setItem(storageKey(companyId), JSON.stringify({ ...read(companyId), ...change }));
    } catch {
      // Without storage the switch cannot be kept.
    }
    notifyDeviceSettings();
  }

  return [settings, update] as const;
}
