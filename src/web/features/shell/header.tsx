import { History, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/primitives/button';
import { HeaderClock } from './header-clock';
import { ThemeToggle } from './theme-toggle';
import { UserMenu, type UserMenuProps } from './user-menu';

type HeaderProps = Omit<UserMenuProps, 'className'> & {
  brandName: string;
  companyName?: string | null;
  /** Opens the mobile sidebar sheet; without it (admin) there is no menu button. */
  onOpenMenu?: () => void;
};

// Controls on the partner's colour: inherit its text colour, and tint on hover.
const onBrand = 'text-brand-foreground hover:bg-brand-foreground/15 hover:text-brand-foreground';

/** Top bar in the partner's colours: partner and company names, clock, history and user menu. */
export function Header({ brandName, companyName, onOpenMenu, showHistory, ...userMenu }: HeaderProps) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 bg-brand px-2 text-brand-foreground shadow-sm md:px-4">
      {onOpenMenu && (
        <Button variant="ghost" size="icon" className={`${onBrand} md:hidden`} aria-label="メニューを開く" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
      )}
      <div className="flex min-w-0 items-center gap-3">
        <span className="truncate text-base font-bold tracking-wide">{brandName}</span>
        {companyName && (
          <>
            <span aria-hidden className="hidden h-5 w-px bg-brand-foreground/40 md:block" />
            <span className="hidden truncate text-sm md:block">{companyName}</span>
          </>
        )}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1 md:gap-2">
        <HeaderClock />
        {showHistory && (
          <Button asChild variant="ghost" size="sm" className={`${onBrand} hidden md:inline-flex`}>
            <Link to="/history/">
              <History aria-hidden />
              操作履歴
            </Link>
          </Button>
        )}
        <ThemeToggle className={onBrand} />
        <UserMenu {...userMenu} showHistory={showHistory} className={`${onBrand} px-2`} />
      </div>
    </header>
  );
}
