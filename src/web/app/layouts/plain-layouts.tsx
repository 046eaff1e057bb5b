import { Outlet } from 'react-router';
import { Card } from '@/web/components/ui/primitives/card';
import { platformName } from '@/web/lib/brand';
import { useHostInfo } from '@/web/lib/session';

/** The light frames of the public screens; the back-office and admin frames load with their pages. */

/** Sign-in and sign-up screens: no sidebar, one centred card headed by the partner's name. */
export function BareLayout() {
  const { data: host } = useHostInfo();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md overflow-hidden">
        <div className="bg-brand px-6 py-5 text-center text-brand-foreground">
          <p className="text-lg font-bold tracking-wide">{host?.oem?.name ?? platformName}</p>
        </div>
        <div className="px-6 py-7">
          <Outlet />
        </div>
      </Card>
    </main>
  );
}

/** Partner landing pages: no header at all. */
export function LpLayout() {
  return (
    <div className="min-h-dvh">
      <Outlet />
    </div>
  );
}
