import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PdfLanguage } from '@/core/pdf-languages';
import type { PaymentTerms } from '@/core/schemas/customers';
import type { TaxCategory } from '@/core/schemas/products';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/** `searchText`: code, name and kana reduced by normalizeForSearch, for width- and kana-blind search. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kana: text('kana').notNull().default(''),
    unit: text('unit').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    taxCategory: text('tax_category').$type<TaxCategory>().notNull().default('standard'),
    /** The unit price includes consumption tax (税込). */
    isTaxIncluded: boolean('is_tax_included').notNull().default(false),
    costPrice: bigint('cost_price', { mode: 'number' }),
    description: text('description').notNull().default(''),
    imageFileId: text('image_file_id'),
    isActive: boolean('is_active').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_company_code_idx').on(t.companyId, t.code),
    index('products_company_name_idx').on(t.companyId, t.name),
    index('products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kana: text('kana').notNull().default(''),
    honorific: text('honorific').$type<'御中' | '様'>().notNull().default('御中'),
    department: text('department').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    paymentTerms: jsonb('payment_terms').$type<PaymentTerms | null>(),
    /** 帳票の言語 of this customer's PDFs. */
    pdfLanguage: text('pdf_language').$type<PdfLanguage>().notNull().default('ja'),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    /**
     * When the customer's personal data was erased on request (個人情報保護法): name replaced, the
     * rest emptied, never to be edited or chosen again. Issued documents keep what they printed.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_company_code_idx').on(t.companyId, t.code),
    index('customers_company_name_idx').on(t.companyId, t.name),
    index('customers_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
