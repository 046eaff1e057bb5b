import { lazy, Suspense } from 'react';
import type { Layout } from '@/core/navigation';
import { LoadingOverlay } from '@/web/components/ui/loading-overlay';
import { BareLayout, LpLayout, MobileOrderLayout } from './layouts/plain-layouts';

// The back-office frames (header, sidebar, their icons) load only for signed-in screens,
// so the landing page, sign-in, sign-up and the diners' area stay small.
const ShellLayout = lazy(() => import('./layouts/shell-layout').then((m) => ({ default: m.ShellLayout })));
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));

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
      return <MobileOrderLayout />;
    case 'lp':
      return <LpLayout />;
  }
}
