import type { ToasterProps } from 'sonner';

/** Toasts of the specification: top-right, 4 s, rich colours, close button, 3 visible, 356px wide (sonner's default). */
export const toasterSettings = {
  position: 'top-right',
  duration: 4000,
  richColors: true,
  closeButton: true,
  visibleToasts: 3,
} as const satisfies ToasterProps;
