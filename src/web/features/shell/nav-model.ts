import {
  Armchair,
  CalendarSync,
  ChartColumn,
  CircleUser,
  ClipboardCheck,
  ClipboardList,
  FileStack,
  FileText,
  FolderOpen,
  HandCoins,
  Inbox,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MailCheck,
  Package,
  Receipt,
  ReceiptJapaneseYen,
  Settings,
  ShoppingCart,
  Truck,
  Undo2,
  UserCog,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import {
  type AccessSubject,
  type AreaKey,
  adminAreas,
  approvalQueueArea,
  areaByKey,
  checkAccess,
  findArea,
  mailHistoryArea,
} from '@/core/permissions';

/**
 * The sidebar of the specification (section 2), in order. Labels and paths come from the
 * permission table in core, and visibility from checkAccess: the sidebar offers exactly
 * what the guard lets through.
 */

export type NavLinkEntry = { kind: 'link'; id: string; label: string; path: string; to: string; icon: LucideIcon };
export type NavGroupEntry = { kind: 'group'; id: string; label: string; icon: LucideIcon; isCollapsible: boolean; items: NavLinkEntry[] };
export type NavEntry = NavLinkEntry | NavGroupEntry;

function link(id: string, label: string, path: string, icon: LucideIcon, to = path): NavLinkEntry {
  return { kind: 'link', id, label, path, to, icon };
}

function areaLink(key: AreaKey, icon: LucideIcon, to?: string): NavLinkEntry {
  const area = areaByKey(key);
  return link(area.key, area.label, area.path, icon, to);
}

function adminLink(key: (typeof adminAreas)[number]['key'], icon: LucideIcon): NavLinkEntry {
  const area = adminAreas.find((a) => a.key === key);
  if (!area) throw new Error(`unknown admin area ${key}`);
  return link(area.key, area.label, area.path, icon);
}

export const mainNav: NavEntry[] = [
  link('dashboard', 'ダッシュボード', '/', LayoutDashboard),
  areaLink('products', Package),
  areaLink('customers', Users),
  {
    kind: 'group',
    id: 'order',
    label: 'オーダー',
    icon: ShoppingCart,
    isCollapsible: true,
    items: [
      areaLink('orders', ClipboardCheck, '/order?tab=orders'),
      areaLink('salesReport', ChartColumn),
      areaLink('seats', Armchair),
      areaLink('menu', UtensilsCrossed),
    ],
  },
  {
    kind: 'group',
    id: 'documents',
    label: '資料管理',
    icon: FolderOpen,
    isCollapsible: false,
    items: [
      areaLink('quotation', FileText),
      areaLink('sales', Receipt),
      areaLink('statement', FileStack),
      areaLink('payments', Wallet),
      areaLink('receivables', HandCoins),
      areaLink('recurringInvoices', CalendarSync),
      areaLink('purchase', ClipboardList),
      areaLink('delivery', Truck),
      areaLink('creditNote', Undo2),
      areaLink('receipt', ReceiptJapaneseYen),
      areaLink('received', Inbox),
      link(mailHistoryArea.key, mailHistoryArea.label, mailHistoryArea.path, MailCheck),
      link(approvalQueueArea.key, approvalQueueArea.label, approvalQueueArea.path, ListChecks),
    ],
  },
  adminLink('staff', UserCog),
  adminLink('master', Settings),
];

export const bottomNav: NavLinkEntry[] = [link('mypage', 'マイページ', '/mypage', CircleUser)];

/** Entries the subject may open; a group stays only if at least one child does. */
export function visibleNav(entries: NavEntry[], subject: AccessSubject): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return checkAccess(subject, entry.path).allowed ? [entry] : [];
    const items = entry.items.filter((item) => checkAccess(subject, item.path).allowed);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * Active when the first path segment matches (specification). The order screens all
 * start with /order, so among them the most specific area wins and only one is lit.
 */
export function isActive(entry: NavLinkEntry, pathname: string): boolean {
  if (firstSegment(entry.path) !== firstSegment(pathname)) return false;
  const current = findArea(pathname);
  const own = findArea(entry.path);
  return !current || !own || current.key === own.key;
}
