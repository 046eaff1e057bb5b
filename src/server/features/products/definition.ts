import { eq } from 'drizzle-orm';
import type { Product } from '@/core/contracts/products';
import { productInput, type TaxCategory, taxCategories, taxCategoryLabels } from '@/core/schemas/products';
import { readTaxCategory, taxCategoryInputMessage } from '@/core/tax-category-input';
import { products } from '../../db/schema';
import { checkOwnImage } from '../../files/own-image';
import { activeLabel, cell, defineMasterData, type MasterRow } from '../../master-data/define';
import { fileUrl } from '../../ordering/menu';

const toView = (r: MasterRow): Product => {
  const row = r as unknown as typeof products.$inferSelect;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kana: row.kana,
    unit: row.unit,
    unitPrice: row.unitPrice,
    taxCategory: row.taxCategory,
    isTaxIncluded: row.isTaxIncluded,
    costPrice: row.costPrice,
    description: row.description,
    imageFileId: row.imageFileId,
    imageUrl: fileUrl(row.imageFileId),
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
};

const includedLabel = (isTaxIncluded: boolean) => (isTaxIncluded ? '税込' : '税抜');

/** 商品: unit price in integer yen, 税抜 or 税込 (isTaxIncluded); tax category 10% / 軽減8% / 非課税 / 不課税. */
export const productDefinition = defineMasterData<Product>({
  entity: 'product',
  label: '商品',
  table: products,
  input: productInput,
  toView,
  sortable: { code: products.code, name: products.name, kana: products.kana, unitPrice: products.unitPrice, updatedAt: products.updatedAt },
  defaultSort: 'code',
  filters: {
    active: (v) => (v === 'active' ? eq(products.isActive, true) : v === 'inactive' ? eq(products.isActive, false) : undefined),
    taxCategory: (v) => (taxCategories.includes(v as TaxCategory) ? eq(products.taxCategory, v as TaxCategory) : undefined),
  },
  checkReferences: (tx, companyId, values) => checkOwnImage(tx, companyId, values.imageFileId as string | null, '商品画像'),
  csv: [
    { header: '商品コード', write: (p) => p.code, read: cell.text('code') },
    { header: '商品名', required: true, write: (p) => p.name, read: cell.text('name') },
    { header: 'フリガナ', write: (p) => p.kana, read: cell.text('kana') },
    { header: '単位', write: (p) => p.unit, read: cell.text('unit') },
    { header: '単価', required: true, write: (p) => p.unitPrice, read: cell.text('unitPrice') },
    {
      header: '税込/税抜',
      write: (p) => includedLabel(p.isTaxIncluded),
      // Anything else is passed on as text so that the schema names the cell in Japanese.
      read: (v, into) => {
        const label = v.trim();
        into.isTaxIncluded = label === '' || label === '税抜' ? false : label === '税込' ? true : label;
      },
    },
    {
      header: '税区分',
      write: (p) => taxCategoryLabels[p.taxCategory],
      read: (v, into, reject) => {
        const category = readTaxCategory(v);
        if (category) into.taxCategory = category;
        else reject(taxCategoryInputMessage);
      },
    },
    {
      header: '原価',
      write: (p) => p.costPrice,
      read: (v, into) => {
        into.costPrice = v.trim() === '' ? null : v;
      },
    },
    { header: '説明', write: (p) => p.description, read: cell.text('description') },
    { header: '状態', write: (p) => activeLabel(p.isActive), read: cell.active('isActive') },
  ],
});
