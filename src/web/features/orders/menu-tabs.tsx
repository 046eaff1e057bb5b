import { LinkTabs } from '@/web/components/ui/primitives/link-tabs';

const tabs = [
  { to: '/order/menu', label: '商品' },
  { to: '/order/menu/category', label: 'カテゴリー' },
  { to: '/order/menu/plans', label: '放題プラン' },
] as const;

/** メニュー設定's screens: items, categories and 放題プラン. */
export function MenuTabs() {
  return <LinkTabs label="メニュー設定" tabs={tabs} />;
}
