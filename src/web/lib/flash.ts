import { useEffect } from 'react';
import { toast } from 'sonner';

const storageKey = 'kanri:flash';

type Flash = { type: 'success' | 'error'; message: string };

/**
 * Full page load to `url`, with a toast shown once the new page starts. Signing out
 * goes through a reload so nothing of the previous user stays in memory, and so the
 * guard never sees a half-updated state (new path, old session) on the way.
 */
export function leaveWithToast(url: string, flash: Flash): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(flash));
  } catch {
    // Without storage the page still changes; only the toast is lost.
  }
  window.location.replace(url);
}

function takeFlash(): Flash | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    window.sessionStorage.removeItem(storageKey);
    const flash = raw ? (JSON.parse(raw) as Flash) : null;
    return flash && (flash.type === 'success' || flash.type === 'error') && typeof flash.message === 'string' ? flash : null;
  } catch {
    return null;
  }
}

/** Shows the toast left by leaveWithToast on the previous page, once. */
export function useFlashToast(): void {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.type](flash.message, { id: flash.message });
  }, []);
}
