import { z } from 'zod';
import { mailLimitKeys, mailLimitTiers } from '../mail-limits';
import {
  createCompanyInput,
  createOemInput,
  mailLimitsInput,
  partnerParametersInput,
  updateCompanyStatusInput,
  updateOemInput,
  updateUserInput,
} from '../schemas/admin';
import { historyQuery } from '../schemas/history';
import { endpoint, noContent } from './endpoint';
import { historyResponse } from './history';
import { oem } from './shell';

/** プラットフォーム管理 (/api/admin): managers on the main host only. Every change is logged. */

export const adminOem = oem.extend({ companyCount: z.number() });
export type AdminOem = z.output<typeof adminOem>;

export const companyStatus = z.enum(['active', 'suspended']);
export type CompanyStatus = z.output<typeof companyStatus>;

export const adminCompany = z.object({
  id: z.string(),
  name: z.string(),
  storeName: z.string(),
  oemId: z.string(),
  oemName: z.string(),
  status: companyStatus,
  userCount: z.number(),
  createdAt: z.string(),
});
export type AdminCompany = z.output<typeof adminCompany>;

const mailLimitValues = <V extends z.ZodType>(value: V) =>
  z.object(Object.fromEntries(mailLimitKeys.map((key) => [key, value])) as { [K in (typeof mailLimitKeys)[number]]: V });

/** What a company may send and what it sent. */
export const adminMailLimits = z.object({
  companyId: z.string(),
  companyName: z.string(),
  tier: z.enum(mailLimitTiers),
  /** What applies now: the manager's values over the tier's defaults. */
  limits: mailLimitValues(z.number()),
  /** The manager's values (null: the tier's default). */
  overrides: mailLimitValues(z.number().nullable()),
  usage: z.object({
    messagesLastHour: z.number(),
    /** The most any one member sent within the last hour. */
    busiestUserMessagesLastHour: z.number(),
    newRecipientsLastDay: z.number(),
    /** Sends refused by a limit within the last 24 hours (each is in the company's 操作履歴). */
    refusalsLastDay: z.number(),
  }),
});
export type AdminMailLimits = z.output<typeof adminMailLimits>;

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  oemId: z.string().nullable(),
  role: z.string(),
  isManager: z.boolean(),
  isActive: z.boolean(),
});
export type AdminUser = z.output<typeof adminUser>;

/** One remote-config parameter of a partner. */
export const partnerParameter = z.object({ key: z.string(), value: z.string() });
export type PartnerParameter = z.output<typeof partnerParameter>;

const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const adminEndpoints = {
  oems: endpoint({ method: 'GET', path: '/api/admin/oems', summary: 'パートナーの一覧', response: items(adminOem), errors: [] }),
  createOem: endpoint({
    method: 'POST',
    path: '/api/admin/oems',
    summary: 'パートナーを登録する',
    body: createOemInput,
    status: 201,
    response: adminOem,
    errors: ['OEM_ID_TAKEN'],
  }),
  /** A new id moves the partner to another subdomain; its companies and users follow. */
  updateOem: endpoint({
    method: 'PATCH',
    path: '/api/admin/oems/:id',
    summary: 'パートナーを変更する',
    body: updateOemInput,
    response: adminOem,
    errors: ['NOTHING_TO_UPDATE', 'NOT_FOUND', 'OEM_ID_TAKEN'],
  }),
  parameters: endpoint({
    method: 'GET',
    path: '/api/admin/oems/:id/parameters',
    summary: 'パートナーのリモート設定',
    response: items(partnerParameter),
    errors: ['NOT_FOUND'],
  }),
  /** Every parameter at once: what is not listed is removed. */
  saveParameters: endpoint({
    method: 'PUT',
    path: '/api/admin/oems/:id/parameters',
    summary: 'パートナーのリモート設定を置き換える',
    body: partnerParametersInput,
    response: items(partnerParameter),
    errors: ['NOT_FOUND'],
  }),
  companies: endpoint({
    method: 'GET',
    path: '/api/admin/companies',
    summary: '会社の一覧(名前・店舗名・IDで検索、パートナーで絞り込み)',
    query: z.object({ q: z.string().optional(), oemId: z.string().optional() }),
    response: items(adminCompany),
    errors: [],
  }),
  /** Creates the company and invites its first administrator by e-mail. */
  createCompany: endpoint({
    method: 'POST',
    path: '/api/admin/companies',
    summary: '会社を登録し、管理者を招待する',
    body: createCompanyInput,
    status: 201,
    response: adminCompany,
    errors: ['EMAIL_TAKEN'],
  }),
  /** Suspending ends every session of the company's users at once. */
  setCompanyStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/companies/:id',
    summary: '会社を停止・再開する',
    body: updateCompanyStatusInput,
    response: adminCompany,
    errors: ['NOT_FOUND'],
  }),
  mailLimits: endpoint({
    method: 'GET',
    path: '/api/admin/companies/:id/mail-limits',
    summary: '会社のメール送信上限と送信数',
    response: adminMailLimits,
    errors: ['NOT_FOUND'],
  }),
  saveMailLimits: endpoint({
    method: 'PUT',
    path: '/api/admin/companies/:id/mail-limits',
    summary: '会社のメール送信上限を変更する',
    body: mailLimitsInput,
    response: adminMailLimits,
    errors: ['NOT_FOUND'],
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'ユーザーの一覧(氏名・メールアドレス・会社名で検索)',
    query: z.object({ q: z.string().optional() }),
    response: items(adminUser),
    errors: [],
  }),
  setManager: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    summary: 'ユーザーのマネージャー権限を変更する',
    body: updateUserInput,
    response: adminUser,
    errors: ['SELF_MANAGER', 'NOT_FOUND'],
  }),
  sendPasswordReset: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    summary: 'ユーザーにパスワード再設定のメールを送る',
    response: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
  /** The platform's own 操作履歴 (partners, companies, users): the same shape as a company's, with no types to filter by. */
  history: endpoint({
    method: 'GET',
    path: '/api/admin/history',
    summary: 'プラットフォームの操作履歴',
    query: historyQuery,
    response: historyResponse,
    errors: [],
  }),
  deleteOem: endpoint({
    method: 'DELETE',
    path: '/api/admin/oems/:id',
    summary: 'パートナーを削除する',
    response: noContent,
    errors: ['NOT_FOUND', 'OEM_IN_USE'],
  }),
};
