import type { Product } from '@/core/contracts/products';
import { formatYen } from '@/core/format';
import { taxCategories, taxCategoryLabels } from '@/core/schemas/products';
import { commonColumns, MasterDataScreen } from '@/web/components/ui/master-data/master-data-screen';
import type { ListColumn, ListFilter } from '@/web/components/ui/master-data/paged-list';
import { Badge } from '@/web/components/ui/primitives/badge';
import { ProductFormDialog } from './product-form-dialog';

const filters: ListFilter[] = [
  {
    key: 'active',
    label: '状態',
    options: [
      { value: 'active', label: '有効' },
      { value: 'inactive', label: '無効' },
    ],
  },
  { key: 'taxCategory', label: '税区分', options: taxCategories.map((t) => ({ value: t, label: taxCategoryLabels[t] })) },
];

const columns: ListColumn<Product>[] = [
  { key: 'code', header: 'コード', sortKey: 'code', showFrom: 'sm', className: 'whitespace-nowrap font-mono text-xs', cell: (p) => p.code },
  {
    key: 'name',
    header: '商品名',
    // 五十音順: by フリガナ, since an order of kanji code points means nothing to the reader.
    sortKey: 'kana',
    isRowHeader: true,
    className: 'min-w-40 sm:min-w-56',
    cell: (p) => (
      <div className="grid">
        <span className="font-medium">{p.name}</span>
        {p.kana && <span className="text-xs text-muted-foreground">{p.kana}</span>}
      </div>
    ),
  },
  { key: 'unit', header: '単位', showFrom: 'lg', className: 'whitespace-nowrap', cell: (p) => p.unit || '—' },
  {
    key: 'unitPrice',
    header: '単価',
    sortKey: 'unitPrice',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (p) => `${formatYen(p.unitPrice)}${p.isTaxIncluded ? '（税込）' : ''}`,
  },
  {
    key: 'taxCategory',
    header: '税区分',
    showFrom: 'md',
    className: 'whitespace-nowrap',
    cell: (p) => <Badge tone={p.taxCategory === 'reduced' ? 'info' : 'neutral'}>{taxCategoryLabels[p.taxCategory]}</Badge>,
  },
  ...commonColumns<Product>('xl'),
];

/** 商品管理 (/products, flag products). */
export function ProductsPage() {
  return (
    <MasterDataScreen<Product>
      resource="products"
      title="商品管理"
      description="見積書・請求書などに使う商品と単価（税抜または税込）を管理します。"
      noun="商品"
      columns={columns}
      filters={filters}
      searchPlaceholder="コード・商品名・フリガナで検索"
      renderForm={(product, onClose) => <ProductFormDialog product={product} onClose={onClose} />}
    />
  );
}
