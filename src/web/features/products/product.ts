import type { TaxCategory } from '@/core/schemas/products';

/** A product as GET /api/products returns it; prices in integer yen, tax-exclusive. */
export type Product = {
  id: string;
  code: string;
  name: string;
  kana: string;
  unit: string;
  unitPrice: number;
  taxCategory: TaxCategory;
  costPrice: number | null;
  description: string;
  imageFileId: string | null;
  imageUrl: string | null;
  isActive: boolean;
  updatedAt: string;
};
