import { ChevronDown, CircleUser, History, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/primitives/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/primitives/dropdown-menu';

export type UserMenuProps = {
  userName: string | null | undefined;
  /** Without a loaded company the menu offers only logout (specification). */
  hasCompany: boolean;
  showHistory: boolean;
  isLoggingOut?: boolean;
  onLogout: () => void;
  className?: string;
};

export function UserMenu({ userName, hasCompany, showHistory, isLoggingOut = false, onLogout, className }: UserMenuProps) {
  const name = userName || 'ユーザー';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className={className}>
          <CircleUser aria-hidden />
          {/* Hidden visually on phones only, so the button keeps the name as its accessible name. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
          <ChevronDown aria-hidden className="opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hasCompany && showHistory && (
          <DropdownMenuItem asChild className="md:hidden">
            <Link to="/history/">
              <History aria-hidden />
              操作履歴
            </Link>
          </DropdownMenuItem>
        )}
        {hasCompany && (
          <DropdownMenuItem asChild>
            <Link to="/mypage">
              <CircleUser aria-hidden />
              マイページ
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={isLoggingOut} onSelect={onLogout}>
          <LogOut aria-hidden />
          ログアウト
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
