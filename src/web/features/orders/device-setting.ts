import { useSyncExternalStore } from 'react';

const watchers = new Set<() => void>();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode): the default applies.
    return null;
  }
}

/** Watches this device's kept settings: changed on this page (notifyDeviceSettings) or in another tab. */
export function subscribeDeviceSettings(watch: () => void) {
  watchers.add(watch);
  window.addEventListener('storage', watch);
  return () => {
    watchers.delete(watch);
    window.removeEventListener('storage', watch);
  };
}

/** Tells the screens a kept setting changed on this page. */
export function notifyDeviceSettings() {
  for (const watch of watchers) watch();
}

/**
 * A choice kept on this device only (the kitchen tablet's station, the tablet that prints new
 * orders): a string value of `choices`, `fallback` until one is made.
 */
export function useDeviceSetting<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const raw = useSyncExternalStore(subscribeDeviceSettings, () => readRaw(key));
  const value = choices.find((c) => c === raw) ?? fallback;

  function update(next: T) {
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Without storage the choice lasts until the page is left.
    }
    notifyDeviceSettings();
  }

  return [value, update] as const;
}

/** Whether this tablet prints each new order's kitchen tickets by itself (自動印刷), per company. */
export const autoPrintKey = (companyId: string) => `kanri:auto-print:${companyId}`;
