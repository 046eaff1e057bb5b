import type { HostInfo, Oem } from '@/core/api-types';
import type { Permissions } from '@/core/permissions';

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  isManager: boolean;
  permissions: Permissions;
  companyId: string | null;
  oemId: string | null;
  company: { id: string; name: string; storeName: string; status: 'active' | 'suspended' } | null;
  oem: Oem | null;
};

export type AppEnv = {
  Variables: {
    host: HostInfo;
    user: SignedInUser | null;
    sessionId: string | null;
  };
};

/** The user of a request that passed the API guard (company users only). */
export type CompanyUser = SignedInUser & { companyId: string; company: NonNullable<SignedInUser['company']> };
