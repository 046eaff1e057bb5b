import { type ComponentType, useEffect, useState } from 'react';
import type { Layout } from '@/core/navigation';
import { LoadingOverlay } from '@/web/components/ui/primitives/loading-overlay';
import { BareLayout, LpLayout } from './layouts/plain-layouts';

/**
 * A back-office frame (header, sidebar, their icons) as its own chunk, loaded the first time a
 * signed-in screen needs it, so the landing page, sign-in and sign-up stay small.
 *
 * Not React.lazy: React shows what a Suspense boundary was waiting for no sooner than 300 ms after
 * its fallback appeared, and every signed-in page load sat out those 300 ms before the page even
 * asked for its data (measured: the chunk in at 220 ms, the page's first request at 510 ms).
 */
type Frame<P> = { load: () => Promise<ComponentType<P>>; loaded?: ComponentType<P>; pending?: Promise<ComponentType<P>> };

const shellFrame: Frame<{ isCompanyScoped: boolean }> = { load: () => import('./layouts/shell-layout').then((m) => m.ShellLayout) };
const adminFrame: Frame<object> = { load: () => import('./layouts/admin-layout').then((m) => m.AdminLayout) };

/** The frame's component once its chunk is in (null until then); a chunk that fails to load goes to the route's error screen. */
function useFrame<P>(frame: Frame<P>): ComponentType<P> | null {
  const [, setLoaded] = useState<ComponentType<P> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (frame.loaded) return;
    let isCurrent = true;
    frame.pending ??= frame.load().then((component) => {
      frame.loaded = component;
      return component;
    });
    frame.pending.then(
      (component) => isCurrent && setLoaded(() => component),
      (failure: unknown) => {
        // The next page load asks for the chunk again.
        frame.pending = undefined;
        if (isCurrent) setError(failure);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [frame]);
  if (error) throw error;
  return frame.loaded ?? null;
}

function ShellFrame({ isCompanyScoped }: { isCompanyScoped: boolean }) {
  const ShellLayout = useFrame(shellFrame);
  return ShellLayout ? <ShellLayout isCompanyScoped={isCompanyScoped} /> : <LoadingOverlay />;
}

function AdminFrame() {
  const AdminLayout = useFrame(adminFrame);
  return AdminLayout ? <AdminLayout /> : <LoadingOverlay />;
}

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
      return <ShellFrame isCompanyScoped={isCompanyScoped} />;
    case 'admin':
      return <AdminFrame />;
    case 'bare':
      return <BareLayout />;
    case 'mobile-order':
      return <DinerPageLoad />;
    case 'lp':
      return <LpLayout />;
  }
}
