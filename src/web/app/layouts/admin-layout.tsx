import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** Platform managers: the header without the company sidebar. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:px-8">
        <Outlet />
      </main>
    </div>
  );
}
