import { LinkTabs } from '@/web/components/ui/primitives/link-tabs';

const tabs = [
  { to: '/order/menu', label: '商品' },
  { to: '/order/menu/category', label: 'カテゴリー' },
] as const;

/** メニュー設定's two screens: items and categories. */
export function MenuTabs() {
  return <LinkTabs label="メニュー設定" tabs={tabs} />;
}
