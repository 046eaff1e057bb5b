import { z } from 'zod';
import { productInput, taxCategories } from '../schemas/products';
import { masterDataEndpoints } from './master-data';

/** 商品管理 (/api/products, flag products). */

/** A product as the API answers it: prices in integer yen, tax-inclusive when isTaxIncluded. */
export const product = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kana: z.string(),
  unit: z.string(),
  unitPrice: z.number(),
  taxCategory: z.enum(taxCategories),
  isTaxIncluded: z.boolean(),
  costPrice: z.number().nullable(),
  description: z.string(),
  imageFileId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Product = z.output<typeof product>;

export const productEndpoints = masterDataEndpoints('products', {
  label: '商品',
  row: product,
  input: productInput,
  filters: { active: z.string().optional(), taxCategory: z.string().optional() },
  referenceErrors: ['UNKNOWN_FILE'],
  lockedErrors: [],
});
