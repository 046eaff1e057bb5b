import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '@/core/contracts/settings';
import type { Db, Tx } from '../db/client';
import { companies } from '../db/schema';
import { notFound } from '../http/errors';
import { fileUrl } from '../ordering/menu';

const profileColumns = {
  id: companies.id,
  name: companies.name,
  storeName: companies.storeName,
  postalCode: companies.postalCode,
  address: companies.address,
  phone: companies.phone,
  email: companies.email,
  registrationNumber: companies.registrationNumber,
  logoFileId: companies.logoFileId,
  sealFileId: companies.sealFileId,
};

type ProfileRow = { [K in keyof typeof profileColumns]: (typeof companies.$inferSelect)[K] };

/** The seal is never public: its URL is the members-only one (see privateRoutes in files/uploads). */
const sealUrl = (fileId: string | null) => (fileId ? `/api/private/files/${fileId}` : null);

export const toCompanyProfile = (row: ProfileRow): CompanyProfile => ({
  ...row,
  logoUrl: fileUrl(row.logoFileId),
  sealUrl: sealUrl(row.sealFileId),
});

/** 自社情報: what 設定 edits and every document prints as its issuer. */
export async function getCompanyProfile(db: Db | Tx, companyId: string): Promise<CompanyProfile> {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return toCompanyProfile(row);
}

export { profileColumns };
