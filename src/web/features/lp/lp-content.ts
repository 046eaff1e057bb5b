import { Bell, ClipboardList, FileText, type LucideIcon, Package, QrCode, Truck, Users, UtensilsCrossed } from 'lucide-react';
import type { OemType } from '@/core/permissions';

export type LpFeature = { icon: LucideIcon; title: string; body: string };
export type LpContent = { lead: string; headline: string; features: LpFeature[] };

const backOffice: LpFeature[] = [
  { icon: Package, title: '商品・顧客の管理', body: '商品と取引先の情報をひとつの場所で管理し、帳票作成にそのまま使えます。' },
  { icon: FileText, title: '見積書・請求書', body: '見積書から請求書まで、数クリックで作成・発行できます。' },
  { icon: Truck, title: '発注書・納品書', body: '仕入れと納品の書類も同じ画面で。取引の流れが一目でわかります。' },
  { icon: Users, title: '担当者と権限', body: '担当者ごとに使える機能を設定し、安心して業務を任せられます。' },
];

const tableOrder: LpFeature[] = [
  {
    icon: QrCode,
    title: 'テーブルからそのまま注文',
    body: '座席ごとのQRコードを読み取るだけ。お客様のスマートフォンがメニューになります。',
  },
  { icon: Bell, title: '新しい注文をすぐにお知らせ', body: '注文が入るとスタッフの画面に通知。聞き間違いや伝え漏れを防ぎます。' },
  { icon: UtensilsCrossed, title: 'メニューと座席の設定', body: 'カテゴリー・商品・価格や座席を、管理画面からいつでも変更できます。' },
  { icon: ClipboardList, title: 'バックオフィスも一緒に', body: '見積書・請求書などの帳票や顧客管理も、同じアカウントで使えます。' },
];

/** What the landing page offers: table ordering for restaurant partners, the back-office for the others. */
export function lpContent(type: OemType | null): LpContent {
  if (type === 'mobile-order') {
    return {
      lead: '飲食店のためのテーブルオーダー',
      headline: 'お客様のスマートフォンから、席にいながらスムーズにご注文。',
      features: tableOrder,
    };
  }
  return {
    lead: 'クラウド型の業務管理システム',
    headline: '商品・顧客の管理から見積書・請求書・発注書・納品書の作成まで、日々の業務をひとつにまとめます。',
    features: backOffice,
  };
}
