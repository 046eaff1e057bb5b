import type { ToasterProps } from 'sonner';

/**
 * Toasts of the specification: top-right, 4 s, rich colours, close button, 3 visible, 356px wide (sonner's default).
 * Screen readers announce the region and the close button in Japanese, like the rest of the screen
 * (sonner's own words are English; Alt+T is its shortcut to the region).
 */
export const toasterSettings = {
  position: 'top-right',
  duration: 4000,
  richColors: true,
  closeButton: true,
  visibleToasts: 3,
  customAriaLabel: '通知 (Alt+T)',
  toastOptions: { closeButtonAriaLabel: '通知を閉じる' },
} as const satisfies ToasterProps;
