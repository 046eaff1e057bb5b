import type { Customer } from '@/core/contracts/customers';
import { honorifics, paymentTermsLabel } from '@/core/schemas/customers';
import { commonColumns, MasterDataScreen } from '@/web/components/ui/master-data/master-data-screen';
import type { ListColumn, ListFilter } from '@/web/components/ui/master-data/paged-list';
import { Badge } from '@/web/components/ui/primitives/badge';
import { CustomerFormDialog } from './customer-form-dialog';

const filters: ListFilter[] = [
  {
    key: 'active',
    label: '状態',
    options: [
      { value: 'active', label: '有効' },
      { value: 'inactive', label: '無効' },
    ],
  },
  { key: 'honorific', label: '敬称', options: honorifics.map((h) => ({ value: h, label: h })) },
];

const columns: ListColumn<Customer>[] = [
  { key: 'code', header: 'コード', sortKey: 'code', showFrom: 'sm', className: 'whitespace-nowrap font-mono text-xs', cell: (c) => c.code },
  {
    key: 'name',
    header: '顧客名',
    // 五十音順: by フリガナ, since an order of kanji code points means nothing to the reader.
    sortKey: 'kana',
    isRowHeader: true,
    className: 'min-w-40 sm:min-w-56',
    cell: (c) => (
      <div className="grid">
        <span className="font-medium">
          {c.name}
          <span className="ml-1 text-muted-foreground">{c.honorific}</span>
        </span>
        {c.kana && <span className="text-xs text-muted-foreground">{c.kana}</span>}
        {c.erasedAt && (
          <span>
            <Badge tone="neutral">個人情報消去済み</Badge>
          </span>
        )}
      </div>
    ),
  },
  {
    key: 'contact',
    header: '担当者',
    showFrom: 'lg',
    className: 'min-w-32',
    cell: (c) => (
      <div className="grid">
        <span>{c.contactPerson || '—'}</span>
        {c.department && <span className="text-xs text-muted-foreground">{c.department}</span>}
      </div>
    ),
  },
  { key: 'phone', header: '電話番号', showFrom: 'lg', className: 'whitespace-nowrap tabular-nums', cell: (c) => c.phone || '—' },
  {
    key: 'registrationNumber',
    header: '登録番号',
    showFrom: 'xl',
    className: 'whitespace-nowrap tabular-nums',
    cell: (c) => (c.isRegisteredIssuer ? c.registrationNumber : <Badge tone="warning">未登録 (免税事業者等)</Badge>),
  },
  {
    key: 'paymentTerms',
    header: '支払条件',
    showFrom: 'xl',
    className: 'whitespace-nowrap',
    cell: (c) => paymentTermsLabel(c.paymentTerms) || <span className="text-muted-foreground">—</span>,
  },
  ...commonColumns<Customer>('2xl'),
];

/** 顧客管理 (/customers, flag customer). */
export function CustomersPage() {
  return (
    <MasterDataScreen<Customer>
      resource="customers"
      title="顧客管理"
      description="書類の宛先になる取引先と、登録番号・支払条件を管理します。"
      noun="顧客"
      columns={columns}
      filters={filters}
      searchPlaceholder="コード・顧客名・フリガナで検索"
      renderForm={(customer, onClose) => <CustomerFormDialog customer={customer} onClose={onClose} />}
    />
  );
}
