import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Counterparty, DocumentContext } from '@/core/contracts/documents';
import type { Product } from '@/core/contracts/products';
import { type DocumentKind, todayInJapan } from '@/core/documents';
import { normalizeForSearch } from '@/core/japanese';
import type { Db } from '../../db/client';
import { customers, products } from '../../db/schema';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { listBankAccounts } from './settings/bank-accounts';
import { loadSettings } from './settings/document-settings';

const choiceLimit = 20;
const searchPattern = (q: string) => `%${normalizeForSearch(q.slice(0, 100)).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Pickers of the editor. Creating a quotation needs no customer or product permission, so
 * the documents feature offers its own read-only choice of active rows (cost prices left out).
 */
export async function findCounterparties(db: Db, companyId: string, q: string): Promise<Counterparty[]> {
  const where = and(
    eq(customers.companyId, companyId),
    eq(customers.isActive, true),
    q.trim() ? ilike(customers.searchText, searchPattern(q)) : undefined,
  );
  return db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      honorific: customers.honorific,
      department: customers.department,
      contactPerson: customers.contactPerson,
      postalCode: customers.postalCode,
      address: customers.address,
      email: customers.email,
      registrationNumber: customers.registrationNumber,
      paymentTerms: customers.paymentTerms,
      pdfLanguage: customers.pdfLanguage,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.code))
    .limit(choiceLimit);
}

export async function findProducts(db: Db, companyId: string, q: string): Promise<Product[]> {
  const where = and(
    eq(products.companyId, companyId),
    eq(products.isActive, true),
    q.trim() ? ilike(products.searchText, searchPattern(q)) : undefined,
  );
  const rows = await db.select().from(products).where(where).orderBy(asc(products.code)).limit(choiceLimit);
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    kana: p.kana,
    unit: p.unit,
    unitPrice: p.unitPrice,
    taxCategory: p.taxCategory,
    isTaxIncluded: p.isTaxIncluded,
    costPrice: null,
    description: p.description,
    imageFileId: p.imageFileId,
    imageUrl: p.imageFileId ? `/api/public/files/${p.imageFileId}` : null,
    isActive: p.isActive,
    updatedAt: p.updatedAt.toISOString(),
  }));
}

export async function documentContext(db: Db, companyId: string, kind: DocumentKind): Promise<DocumentContext> {
  const [settings, bankAccounts, issuer] = await Promise.all([
    loadSettings(db, companyId),
    listBankAccounts(db, companyId),
    getCompanyProfile(db, companyId),
  ]);
  return {
    roundingMode: settings.roundingMode,
    bankAccounts,
    defaultNotes: settings.defaultNotes[kind] ?? '',
    defaultPaymentTerms: settings.defaultPaymentTerms,
    today: todayInJapan(),
    issuer,
  };
}
