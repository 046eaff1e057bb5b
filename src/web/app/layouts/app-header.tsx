import { Header } from '@/web/features/shell/header';
import { platformName } from '@/web/lib/brand';
import { useHostInfo, useMe } from '@/web/lib/session';
import { useLogout } from '../use-logout';

/** The shell header fed from the session; admin pages pass no menu button. */
export function AppHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { data: me } = useMe();
  const { data: host } = useHostInfo();
  const { logout, isLoggingOut } = useLogout();
  const oem = me?.oem ?? host?.oem;
  return (
    <Header
      brandName={oem?.name ?? platformName}
      companyName={me?.company?.name}
      userName={me?.user.name}
      hasCompany={Boolean(me?.company)}
      showHistory={Boolean(oem?.showHistory)}
      isLoggingOut={isLoggingOut}
      onLogout={logout}
      onOpenMenu={onOpenMenu}
    />
  );
}
