/**
 * The permission table of the specification (section 6), shared by the sidebar,
 * the route guard and the API. One place decides who may open what.
 */
export const permissionFlags = ['products', 'customer', 'quote', 'invoice', 'order', 'delivery'] as const;
export type PermissionFlag = (typeof permissionFlags)[number];
export type Permissions = Partial<Record<PermissionFlag, boolean>>;

export type OemType = 'standard' | 'mobile-order';

export type Area = {
  key: string;
  label: string;
  /** First path segment(s) of the screen, without trailing slash. */
  path: string;
  /** API prefix the same rule guards on the server. */
  apiPrefix: string;
  flag: PermissionFlag;
  mobileOrderOnly: boolean;
};

export const areas = [
  { key: 'products', label: '商品管理', path: '/products', apiPrefix: '/api/products', flag: 'products', mobileOrderOnly: false },
  { key: 'customers', label: '顧客管理', path: '/customers', apiPrefix: '/api/customers', flag: 'customer', mobileOrderOnly: false },
  {
    key: 'quotation',
    label: '見積書管理',
    path: '/quotation',
    apiPrefix: '/api/documents/quotation',
    flag: 'quote',
    mobileOrderOnly: false,
  },
  { key: 'sales', label: '請求書管理', path: '/sales', apiPrefix: '/api/documents/invoice', flag: 'invoice', mobileOrderOnly: false },
  {
    key: 'purchase',
    label: '発注書管理',
    path: '/purchase',
    apiPrefix: '/api/documents/purchase_order',
    flag: 'order',
    mobileOrderOnly: false,
  },
  {
    key: 'delivery',
    label: '納品書管理',
    path: '/delivery',
    apiPrefix: '/api/documents/delivery_note',
    flag: 'delivery',
    mobileOrderOnly: false,
  },
  // Gated like 請求書: both are the money side of an invoice.
  {
    key: 'creditNote',
    label: '返品・値引き',
    path: '/credit-note',
    apiPrefix: '/api/documents/credit_note',
    flag: 'invoice',
    mobileOrderOnly: false,
  },
  { key: 'receipt', label: '領収書管理', path: '/receipt', apiPrefix: '/api/documents/receipt', flag: 'invoice', mobileOrderOnly: false },
  // 合計請求書 by 締め日: billed like an invoice, under the same flag.
  {
    key: 'statement',
    label: '合計請求書',
    path: '/statement',
    apiPrefix: '/api/documents/statement',
    flag: 'invoice',
    mobileOrderOnly: false,
  },
  // 入金消込 and 売掛金: what became of the invoices, under the same flag.
  { key: 'payments', label: '入金管理', path: '/payments', apiPrefix: '/api/payments', flag: 'invoice', mobileOrderOnly: false },
  { key: 'receivables', label: '売掛金', path: '/receivables', apiPrefix: '/api/receivables', flag: 'invoice', mobileOrderOnly: false },
  // 定期請求 makes invoices: the invoice flag.
  {
    key: 'recurringInvoices',
    label: '定期請求',
    path: '/recurring-invoices',
    apiPrefix: '/api/recurring-invoices',
    flag: 'invoice',
    mobileOrderOnly: false,
  },
  // 受領書類 (電子取引): received invoices and receipts are the same money side, kept by the same people.
  { key: 'received', label: '受領書類', path: '/received', apiPrefix: '/api/received', flag: 'invoice', mobileOrderOnly: false },
  { key: 'orders', label: '注文確認', path: '/order', apiPrefix: '/api/orders', flag: 'quote', mobileOrderOnly: true },
  // 売上日報・月報: the day's figures of the tables, read by those who run them (注文確認's flag).
  { key: 'salesReport', label: '売上日報', path: '/order/report', apiPrefix: '/api/sales-report', flag: 'quote', mobileOrderOnly: true },
  { key: 'seats', label: '座席設定', path: '/order/seats', apiPrefix: '/api/seats', flag: 'invoice', mobileOrderOnly: true },
  { key: 'menu', label: 'メニュー設定', path: '/order/menu', apiPrefix: '/api/menu', flag: 'order', mobileOrderOnly: true },
] as const satisfies readonly Area[];

export type AreaKey = (typeof areas)[number]['key'];

export function areaByKey(key: AreaKey): Area {
  return areas.find((a) => a.key === key) as Area;
}

/** Screens only a company administrator may open, with the specification's messages. */
export const adminAreas = [
  { key: 'staff', label: '担当者管理', path: '/staff', apiPrefix: '/api/staff', message: '担当者管理には管理者権限が必要です' },
  { key: 'master', label: '設定', path: '/master', apiPrefix: '/api/settings', message: '設定には管理者権限が必要です' },
] as const;

export const managerArea = { path: '/admin', apiPrefix: '/api/admin' } as const;

/** 操作履歴 exists only where the partner shows it (showHistory). */
export const historyArea = { path: '/history', apiPrefix: '/api/history' } as const;

/**
 * 送信履歴 (company mail and its delivery): for members who may send some kind of document.
 * Each sees the mails of the kinds they may open (the API filters by kind).
 */
export const mailHistoryArea = {
  key: 'mailHistory',
  label: '送信履歴',
  path: '/mail-history',
  apiPrefix: '/api/mail-deliveries',
  flags: ['quote', 'invoice', 'order', 'delivery'],
} as const satisfies { key: string; label: string; path: string; apiPrefix: string; flags: readonly PermissionFlag[] };

/** 承認待ち: for members who may open some kind a route may be set for (the answer is their own queue). */
export const approvalQueueArea = {
  key: 'approvals',
  label: '承認待ち',
  path: '/approvals',
  apiPrefix: '/api/approvals',
  flags: ['quote', 'invoice', 'order', 'delivery'],
} as const satisfies { key: string; label: string; path: string; apiPrefix: string; flags: readonly PermissionFlag[] };

/** Screens open to members holding any one of their flags. */
const anyFlagAreas = [mailHistoryArea, approvalQueueArea] as const;

export function deniedMessage(area: Pick<Area, 'label'>): string {
  return `${area.label}にアクセスする権限がありません`;
}

/** Roles other than `user` are administrators ("admin or a higher role"). */
export function isAdminRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && role !== '' && role !== 'user';
}

export function hasFlag(permissions: Permissions | null | undefined, flag: PermissionFlag): boolean {
  return Boolean(permissions?.[flag]);
}

function matchesPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The most specific area whose path (or API prefix) the given path falls under. */
export function findArea(path: string, by: 'path' | 'apiPrefix' = 'path'): Area | undefined {
  let best: Area | undefined;
  for (const area of areas) {
    if (matchesPrefix(path, area[by]) && (!best || area[by].length > best[by].length)) best = area;
  }
  return best;
}

export function findAdminArea(path: string, by: 'path' | 'apiPrefix' = 'path') {
  return adminAreas.find((a) => matchesPrefix(path, a[by]));
}

export type AccessSubject = {
  role: string;
  isManager: boolean;
  permissions: Permissions;
  oemType: OemType | null;
  showHistory: boolean;
};

export function accessSubjectOf(
  user: { role: string; isManager: boolean; permissions: Permissions },
  oem: { type: OemType; showHistory: boolean } | null,
): AccessSubject {
  return {
    role: user.role,
    isManager: user.isManager,
    permissions: user.permissions,
    oemType: oem?.type ?? null,
    showHistory: oem?.showHistory ?? false,
  };
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'permission' | 'admin' | 'manager' | 'not-found'; message: string };

/**
 * Whether a signed-in user may open a back-office path (screen or API).
 * Manager-only and non-manager rules are decided by the caller, which knows the host.
 */
export function checkAccess(subject: AccessSubject, path: string, by: 'path' | 'apiPrefix' = 'path'): AccessDecision {
  if (matchesPrefix(path, historyArea[by]) && !subject.showHistory) {
    return { allowed: false, reason: 'not-found', message: 'ページが見つかりません' };
  }
  for (const area of anyFlagAreas)
    if (matchesPrefix(path, area[by]) && !area.flags.some((flag) => hasFlag(subject.permissions, flag)))
      return { allowed: false, reason: 'permission', message: deniedMessage(area) };
  const admin = findAdminArea(path, by);
  if (admin && !isAdminRole(subject.role)) {
    return { allowed: false, reason: 'admin', message: admin.message };
  }
  const area = findArea(path, by);
  if (!area) return { allowed: true };
  if (area.mobileOrderOnly && subject.oemType !== 'mobile-order') {
    return { allowed: false, reason: 'not-found', message: 'ページが見つかりません' };
  }
  if (!hasFlag(subject.permissions, area.flag)) {
    return { allowed: false, reason: 'permission', message: deniedMessage(area) };
  }
  return { allowed: true };
}
