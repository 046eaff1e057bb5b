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
  // sonner's own names are English ("Notifications alt+T", "Close toast").
  customAriaLabel: '通知（Alt+T で移動）',
  toastOptions: { closeButtonAriaLabel: '閉じる' },
} as const satisfies ToasterProps;
