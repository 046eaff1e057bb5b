import type { Layout } from '@/core/navigation';
import { AdminLayout, BareLayout, LpLayout, MobileOrderLayout } from './layouts/plain-layouts';
import { ShellLayout } from './layouts/shell-layout';

/** The frame the guard chose for the current path. */
export function AppLayout({ layout, isCompanyScoped }: { layout: Layout; isCompanyScoped: boolean }) {
  switch (layout) {
    case 'shell':
      return <ShellLayout isCompanyScoped={isCompanyScoped} />;
    case 'admin':
      return <AdminLayout />;
    case 'bare':
      return <BareLayout />;
    case 'mobile-order':
      return <MobileOrderLayout />;
    case 'lp':
      return <LpLayout />;
  }
}
