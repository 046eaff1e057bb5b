import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { documentKinds, kindInfo } from '@/core/documents';
import { LoadingOverlay } from '@/web/components/ui/primitives/loading-overlay';
import { LoginPage } from '@/web/features/auth/login-page';
import { RegisterPage } from '@/web/features/auth/register-page';
import { CancelPage, SuccessPage } from '@/web/features/auth/sign-up-result-pages';
import { LpPage } from '@/web/features/lp/lp-page';
import { NotFoundPage } from '@/web/features/shell/not-found-page';
import { RouteError } from './error-screens';
import { Guard } from './guard';

/**
 * A back-office screen as its own chunk (route `lazy`): the public screens — /lp, /login,
 * /register, /mobile-order — never download it. The router waits for the chunk before it
 * changes page, so the previous screen (or the loading overlay) stays until it is there.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** 見積書・請求書・発注書・納品書: one feature; each screen reads its kind from the first path segment. */
const documentRoutes: RouteObject[] = documentKinds.flatMap((kind) => {
  const path = kindInfo[kind].path.slice(1);
  const list = screen(
    () => import('@/web/features/documents/documents-list-page'),
    (m) => m.DocumentsListPage,
  );
  const editor = screen(
    () => import('@/web/features/documents/document-editor-page'),
    (m) => m.DocumentEditorPage,
  );
  const detail = screen(
    () => import('@/web/features/documents/document-detail-page'),
    (m) => m.DocumentDetailPage,
  );
  // 合計請求書 are made by their closing batch only: a list and a detail, no editor.
  if (kindInfo[kind].isBatchOnly)
    return [
      { path, lazy: list },
      { path: `${path}/:id`, lazy: detail },
    ];
  return [
    { path, lazy: list },
    { path: `${path}/new`, lazy: editor },
    { path: `${path}/:id`, lazy: detail },
    { path: `${path}/:id/edit`, lazy: editor },
  ];
});

const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: screen(
    () => import('@/web/features/admin/admin-frame'),
    (m) => m.AdminFrame,
  ),
  children: [
    {
      index: true,
      lazy: screen(
        () => import('@/web/features/admin/oems-page'),
        (m) => m.OemsPage,
      ),
    },
    {
      path: 'companies',
      lazy: screen(
        () => import('@/web/features/admin/companies-page'),
        (m) => m.CompaniesPage,
      ),
    },
    {
      path: 'users',
      lazy: screen(
        () => import('@/web/features/admin/users-page'),
        (m) => m.UsersPage,
      ),
    },
    {
      path: 'history',
      lazy: screen(
        () => import('@/web/features/history/history-page'),
        (m) => m.PlatformHistoryPage,
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ],
};

// Every route sits under the guard, which alone decides the layout around it (shell, bare, …).
export const routes: RouteObject[] = [
  {
    element: <Guard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingOverlay />,
    children: [
      {
        index: true,
        lazy: screen(
          () => import('@/web/features/dashboard/dashboard-page'),
          (m) => m.DashboardPage,
        ),
      },
      // 合計請求書 by 締め日: the batch screen; the statements themselves are documents.
      {
        path: 'statement/closing',
        lazy: screen(
          () => import('@/web/features/documents/closing-page'),
          (m) => m.ClosingPage,
        ),
      },
      ...documentRoutes,
      // 入金管理 and 売掛金: the money side of 請求書 (the guard checks the invoice flag).
      {
        path: 'payments',
        lazy: screen(
          () => import('@/web/features/payments/payments-page'),
          (m) => m.PaymentsPage,
        ),
      },
      {
        path: 'payments/import',
        lazy: screen(
          () => import('@/web/features/payments/bank-import-page'),
          (m) => m.BankImportPage,
        ),
      },
      {
        path: 'recurring-invoices',
        lazy: screen(
          () => import('@/web/features/recurring-invoices/recurring-invoices-page'),
          (m) => m.RecurringInvoicesPage,
        ),
      },
      // 受領書類 (電子取引): received invoices and receipts, under the invoice flag like the money screens.
      {
        path: 'received',
        lazy: screen(
          () => import('@/web/features/received/received-page'),
          (m) => m.ReceivedPage,
        ),
      },
      {
        path: 'receivables',
        lazy: screen(
          () => import('@/web/features/payments/receivables-page'),
          (m) => m.ReceivablesPage,
        ),
      },
      {
        path: 'master',
        lazy: screen(
          () => import('@/web/features/settings/settings-frame'),
          (m) => m.SettingsFrame,
        ),
        children: [
          {
            index: true,
            lazy: screen(
              () => import('@/web/features/settings/company-settings-page'),
              (m) => m.CompanySettingsPage,
            ),
          },
          {
            path: 'bank',
            lazy: screen(
              () => import('@/web/features/settings/bank-accounts-page'),
              (m) => m.BankAccountsPage,
            ),
          },
          {
            path: 'documents',
            lazy: screen(
              () => import('@/web/features/settings/document-settings-page'),
              (m) => m.DocumentSettingsPage,
            ),
          },
          {
            path: 'mail',
            lazy: screen(
              () => import('@/web/features/settings/mail-templates-page'),
              (m) => m.MailTemplatesPage,
            ),
          },
          {
            path: 'approvals',
            lazy: screen(
              () => import('@/web/features/settings/approval-settings-page'),
              (m) => m.ApprovalSettingsPage,
            ),
          },
          {
            path: 'web-delivery',
            lazy: screen(
              () => import('@/web/features/settings/web-delivery-settings-page'),
              (m) => m.WebDeliverySettingsPage,
            ),
          },
          {
            path: 'accounting',
            lazy: screen(
              () => import('@/web/features/settings/accounting-settings-page'),
              (m) => m.AccountingSettingsPage,
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'products',
        lazy: screen(
          () => import('@/web/features/products/products-page'),
          (m) => m.ProductsPage,
        ),
      },
      {
        path: 'customers',
        lazy: screen(
          () => import('@/web/features/customers/customers-page'),
          (m) => m.CustomersPage,
        ),
      },
      {
        path: 'staff',
        lazy: screen(
          () => import('@/web/features/staff/staff-page'),
          (m) => m.StaffPage,
        ),
      },
      {
        path: 'history',
        lazy: screen(
          () => import('@/web/features/history/history-page'),
          (m) => m.HistoryPage,
        ),
      },
      // 承認待ち: the documents waiting for the member's step (approvalQueueArea).
      {
        path: 'approvals',
        lazy: screen(
          () => import('@/web/features/documents/approvals-page'),
          (m) => m.ApprovalsPage,
        ),
      },
      // 送信履歴: members who may send some kind of document (mailHistoryArea).
      {
        path: 'mail-history',
        lazy: screen(
          () => import('@/web/features/mail-history/mail-history-page'),
          (m) => m.MailHistoryPage,
        ),
      },
      {
        path: 'mypage',
        lazy: screen(
          () => import('@/web/features/account/my-page'),
          (m) => m.MyPage,
        ),
      },
      // 注文確認, キッチン表示, 座席設定, メニュー設定 (mobile-order partners; the guard checks the flags).
      {
        path: 'order',
        lazy: screen(
          () => import('@/web/features/orders/orders-page'),
          (m) => m.OrdersPage,
        ),
      },
      {
        path: 'order/kitchen',
        lazy: screen(
          () => import('@/web/features/orders/kitchen-page'),
          (m) => m.KitchenPage,
        ),
      },
      {
        path: 'order/report',
        lazy: screen(
          () => import('@/web/features/sales-report/sales-report-page'),
          (m) => m.SalesReportPage,
        ),
      },
      {
        path: 'order/seats',
        lazy: screen(
          () => import('@/web/features/orders/seats-page'),
          (m) => m.SeatsPage,
        ),
      },
      {
        path: 'order/seats/print',
        lazy: screen(
          () => import('@/web/features/orders/seats-print-page'),
          (m) => m.SeatsPrintPage,
        ),
      },
      {
        path: 'order/menu',
        lazy: screen(
          () => import('@/web/features/orders/menu-page'),
          (m) => m.MenuPage,
        ),
      },
      {
        path: 'order/menu/category',
        lazy: screen(
          () => import('@/web/features/orders/menu-category-page'),
          (m) => m.MenuCategoryPage,
        ),
      },
      {
        path: 'order/menu/plans',
        lazy: screen(
          () => import('@/web/features/orders/course-plans-page'),
          (m) => m.CoursePlansPage,
        ),
      },
      adminRoutes,
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'success', element: <SuccessPage /> },
      { path: 'cancel', element: <CancelPage /> },
      { path: 'lp/*', element: <LpPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every URL pattern the router answers ('sales/:id', 'admin/*', '*' …), so a test can visit each. */
export function routePatterns(list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/');
    // A layout route (children, no index) is only reached through its children.
    if (route.children) return routePatterns(route.children, path);
    return route.index || route.path !== undefined ? [path || '/'] : [];
  });
}
