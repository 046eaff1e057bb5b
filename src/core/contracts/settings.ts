import { z } from 'zod';
import { accountingPackages, accountRoles, feeTreatments } from '../accounting';
import { accountingSettingsInput } from '../schemas/accounting';
import { companyProfileInput } from '../schemas/document-settings';
import { endpoint } from './endpoint';

/** 設定 (/api/settings): admins only. 自社情報 and 会計連携 here; 帳票設定 and 振込先 with the documents. */

/** 自社情報 — printed on documents issued from now on; issued ones keep their snapshot. */
export const companyProfile = z.object({
  id: z.string(),
  name: z.string(),
  storeName: z.string(),
  postalCode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  registrationNumber: z.string(),
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sealFileId: z.string().nullable(),
  /** The members-only URL: a seal is never public. */
  sealUrl: z.string().nullable(),
});
export type CompanyProfile = z.output<typeof companyProfile>;

const accountSetting = z.object({ account: z.string(), subAccount: z.string() });

/** 会計連携: the package the exports are laid out for, and the accounts they use (the defaults until saved). */
export const accountingSettings = z.object({
  package: z.enum(accountingPackages),
  accounts: z.object(
    Object.fromEntries(accountRoles.map((role) => [role, accountSetting])) as Record<(typeof accountRoles)[number], typeof accountSetting>,
  ),
  /** 売掛金 and 前受金 carry the customer's name as 補助科目 (when their own 補助科目 is empty). */
  customerAsSubAccount: z.boolean(),
  feeTreatment: z.enum(feeTreatments),
});

export const settingsEndpoints = {
  company: endpoint({
    method: 'GET',
    path: '/api/settings/company',
    summary: '自社情報',
    response: companyProfile,
    errors: ['NOT_FOUND'],
  }),
  /** The logo and the seal must be the company's own finished image uploads. */
  updateCompany: endpoint({
    method: 'PATCH',
    path: '/api/settings/company',
    summary: '自社情報を変更する',
    body: companyProfileInput,
    bodyKind: 'patch',
    response: companyProfile,
    errors: ['NOT_FOUND', 'UNKNOWN_FILE'],
  }),
  accounting: endpoint({
    method: 'GET',
    path: '/api/settings/accounting',
    summary: '会計連携の設定',
    response: accountingSettings,
    errors: [],
  }),
  saveAccounting: endpoint({
    method: 'PUT',
    path: '/api/settings/accounting',
    summary: '会計連携の設定を保存する',
    body: accountingSettingsInput,
    response: accountingSettings,
    errors: [],
  }),
};
