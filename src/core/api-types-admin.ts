import type { Oem } from './api-types';
import type { MailLimitOverrides, MailLimits, MailLimitTier } from './mail-limits';
import type { Permissions } from './permissions';

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

/** /api/admin/companies/:id/mail-limits: what the company may send and what it sent. */
export type AdminMailLimits = {
  companyId: string;
  companyName: string;
  tier: MailLimitTier;
  /** What applies now: the manager's values over the tier's defaults. */
  limits: MailLimits;
  /** The manager's values (null: the tier's default). */
  overrides: MailLimitOverrides;
  usage: {
    messagesLastHour: number;
    /** The most any one member sent within the last hour. */
    busiestUserMessagesLastHour: number;
    newRecipientsLastDay: number;
    /** Sends refused by a limit within the last 24 hours (each is in the company's 操作履歴). */
    refusalsLastDay: number;
  };
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
