import { lazy, Suspense, useEffect } from 'react';
import type { Layout } from '@/core/navigation';
import { LoadingOverlay } from '@/web/components/ui/primitives/loading-overlay';
import { BareLayout, LpLayout } from './layouts/plain-layouts';

// The back-office frames (header, sidebar, their icons) load only for signed-in screens,
// so the landing page, sign-in and sign-up stay small.
const ShellLayout = lazy(() => import('./layouts/shell-layout').then((m) => ({ default: m.ShellLayout })));
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));

/**
 * The diners' area is a page of its own (mobile-order.html, which the server answers for
 * /mobile-order paths): reached from inside this app, it is loaded as that page.
 */
function DinerPageLoad() {
  useEffect(() => window.location.replace(window.location.href), []);
  return <LoadingOverlay />;
}

/** The frame the guard chose for the current path. */
export function AppLayout({ layout, isCompanyScoped }: { layout: Layout; isCompanyScoped: boolean }) {
  switch (layout) {
    case 'shell':
      return (
        <Suspense fallback={<LoadingOverlay />}>
          <ShellLayout isCompanyScoped={isCompanyScoped} />
        </Suspense>
      );
    case 'admin':
      return (
        <Suspense fallback={<LoadingOverlay />}>
          <AdminLayout />
        </Suspense>
      );
    case 'bare':
      return <BareLayout />;
    case 'mobile-order':
      return <DinerPageLoad />;
    case 'lp':
      return <LpLayout />;
  }
}
