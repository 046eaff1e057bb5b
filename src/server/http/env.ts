import type { HostInfo, Oem, Profile } from '@/core/contracts/shell';
import type { DinerSeat } from '../ordering/seats';

export type SignedInUser = Profile & {
  company: { id: string; name: string; storeName: string; status: 'active' | 'suspended' } | null;
  oem: Oem | null;
};

export type AppEnv = {
  Variables: {
    host: HostInfo;
    user: SignedInUser | null;
    sessionId: string | null;
    /** The diner routes' seat, looked up once by their rate limit. */
    dinerSeat: DinerSeat;
  };
};

/** The user of a request that passed the API guard (company users only). */
export type CompanyUser = SignedInUser & { companyId: string; company: NonNullable<SignedInUser['company']> };
