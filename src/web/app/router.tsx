import { createBrowserRouter, type RouteObject } from 'react-router';
import { type AreaKey, adminAreas, areaByKey } from '@/core/permissions';
import { PagePlaceholder } from '@/web/components/ui/page-placeholder';
import { LoginPage } from '@/web/features/auth/login-page';
import { CancelPage, RegisterPage, SuccessPage } from '@/web/features/auth/sign-up-pages';
import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { LpPage } from '@/web/features/lp/lp-page';
import { MobileOrderPage } from '@/web/features/mobile-order/mobile-order-page';
import { CompanySettingsPage } from '@/web/features/settings/company-settings-page';
import { MyPage } from '@/web/features/settings/my-page';
import { NotFoundPage } from '@/web/features/shell/not-found-page';
import { RouteError } from './error-screens';
import { Guard } from './guard';

const areaTitle = (key: AreaKey) => areaByKey(key).label;
const adminTitle = (key: (typeof adminAreas)[number]['key']) => adminAreas.find((a) => a.key === key)?.label ?? '';

/** Screens whose feature is built later: each shows its title and the shared empty state. */
const comingSoon: { path: string; title: string }[] = [
  { path: 'products', title: areaTitle('products') },
  { path: 'customers', title: areaTitle('customers') },
  { path: 'quotation', title: areaTitle('quotation') },
  { path: 'sales', title: areaTitle('sales') },
  { path: 'purchase', title: areaTitle('purchase') },
  { path: 'delivery', title: areaTitle('delivery') },
  { path: 'order', title: areaTitle('orders') },
  { path: 'order/seats', title: areaTitle('seats') },
  { path: 'order/menu', title: areaTitle('menu') },
  { path: 'order/menu/category', title: 'カテゴリー設定' },
  { path: 'staff', title: adminTitle('staff') },
  { path: 'master/*', title: adminTitle('master') },
  { path: 'history', title: '操作履歴' },
  { path: 'admin', title: '管理画面' },
  { path: 'admin/*', title: '管理画面' },
];

// Every route sits under the guard, which alone decides the layout around it (shell, bare, …).
const routes: RouteObject[] = [
  {
    element: <Guard />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage /> },
      ...comingSoon.map(({ path, title }) => ({ path, element: <PagePlaceholder title={title} /> })),
      { path: 'master', element: <CompanySettingsPage /> },
      { path: 'mypage', element: <MyPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'success', element: <SuccessPage /> },
      { path: 'cancel', element: <CancelPage /> },
      { path: 'mobile-order/*', element: <MobileOrderPage /> },
      { path: 'lp/*', element: <LpPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
