import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { type AccessSubject, accessSubjectOf } from '@/core/permissions';
import { CompanyScope } from '@/web/features/orders/company-scope';
import { MobileSidebar } from '@/web/features/shell/mobile-sidebar';
import { Sidebar } from '@/web/features/shell/sidebar';
import { useSidebarCollapsed } from '@/web/features/shell/use-sidebar-collapsed';
import { platformName } from '@/web/lib/brand';
import { useRemoteConfig } from '@/web/lib/remote-config';
import { useMe } from '@/web/lib/session';
import { AppHeader } from './app-header';

/** Back-office shell: header on top, sidebar on the left (a sheet on phones), page in the rest. */
export function ShellLayout({ isCompanyScoped }: { isCompanyScoped: boolean }) {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const [isCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const [isSheetOpen, setSheetOpen] = useState(false);

  // Without a profile nothing gated is offered: no role, no flags.
  const subject: AccessSubject = accessSubjectOf(
    { role: me?.user.role ?? '', isManager: false, permissions: me?.user.permissions ?? {} },
    me?.oem ?? null,
  );
  const { announcement } = useRemoteConfig();
  const page = <Outlet />;

  return (
    <div className="flex h-dvh flex-col">
      <AppHeader onOpenMenu={() => setSheetOpen(true)} />
      <div className="flex min-h-0 flex-1">
        <Sidebar subject={subject} pathname={pathname} isCollapsed={isCollapsed} onToggleCollapsed={toggleCollapsed} />
        <MobileSidebar
          brandName={me?.oem?.name ?? platformName}
          subject={subject}
          pathname={pathname}
          isOpen={isSheetOpen}
          onOpenChange={setSheetOpen}
        />
        <main className="min-w-0 flex-1 overflow-y-auto">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8">
            {announcement ? (
              // The partner's notice from its remote config (set in プラットフォーム管理).
              <p className="mb-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
                <span className="mr-2 font-bold">お知らせ</span>
                {announcement}
              </p>
            ) : null}
            {isCompanyScoped ? <CompanyScope>{page}</CompanyScope> : page}
          </div>
        </main>
      </div>
    </div>
  );
}
