import { Outlet } from 'react-router';
import { LinkTabs } from '@/web/components/ui/primitives/link-tabs';

const tabs = [
  { to: '/admin', label: 'パートナー' },
  { to: '/admin/companies', label: '会社' },
  { to: '/admin/users', label: 'ユーザー' },
  { to: '/admin/history', label: '操作履歴' },
] as const;

/** 管理画面 of platform managers: a tab per resource, and the chosen screen (with its own title) under it. */
export function AdminFrame() {
  return (
    <div className="flex flex-col gap-6">
      <LinkTabs label="管理メニュー" tabs={tabs} className="overflow-x-auto" />
      <Outlet />
    </div>
  );
}
