import type { Oem } from './api-types';
import type { Permissions } from './permissions';
import type { StaffStatus } from './schemas/staff';

/** Shapes of the platform admin, staff and history screens, as the API returns them. */

/** /api/admin/oems rows. */
export type AdminOem = Oem & { companyCount: number };

export type CompanyStatus = 'active' | 'suspended';

/** /api/admin/companies rows. */
export type AdminCompany = {
  id: string;
  name: string;
  storeName: string;
  oemId: string;
  oemName: string;
  status: CompanyStatus;
  userCount: number;
  createdAt: string;
};

/** /api/admin/users rows. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  companyId: string | null;
  companyName: string | null;
  oemId: string | null;
  role: string;
  isManager: boolean;
  isActive: boolean;
};

export type StaffRole = 'user' | 'admin';

/** /api/staff rows: 招待中 until the invited member sets a password. */
export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  permissions: Permissions;
  status: StaffStatus;
  createdAt: string;
};

/** /api/history rows. */
export type OperationLogEntry = {
  id: string;
  operationType: string;
  label: string;
  timestamp: string;
  user: { id: string; name: string } | null;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  link: string | null;
};

export type OperationTypeOption = { value: string; label: string };

export type HistoryResponse = { items: OperationLogEntry[]; types: OperationTypeOption[] };
