import { Outlet } from 'react-router';
import { LinkTabs } from '@/web/components/ui/primitives/link-tabs';

const tabs = [
  { to: '/master', label: '自社情報' },
  { to: '/master/bank', label: '振込先' },
  { to: '/master/documents', label: '帳票設定' },
  { to: '/master/mail', label: 'メール文面' },
  { to: '/master/approvals', label: '承認フロー' },
  { to: '/master/web-delivery', label: 'Web送付' },
  { to: '/master/accounting', label: '会計連携' },
] as const;

/** 設定 (admins only; the guard keeps others out): one heading over its screens. */
export function SettingsFrame() {
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <div className="grid gap-3">
        <h1 className="text-xl font-bold tracking-tight">設定</h1>
        <LinkTabs label="設定" tabs={tabs} className="flex-wrap" />
      </div>
      <Outlet />
    </section>
  );
}
