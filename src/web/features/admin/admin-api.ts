import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCompany, AdminMailLimits, AdminOem, AdminUser, CompanyStatus } from '@/core/api-types-admin';
import type { CreateCompanyInput, CreateOemInput, MailLimitsInput, UpdateOemInput } from '@/core/schemas/admin';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

/** Partners, companies and users show in each other's lists (filter, counts): a change reloads them all. */
const adminKeys = [['admin']] as const;
const path = (...parts: string[]) => `/api/admin/${parts.map(encodeURIComponent).join('/')}`;

/** A list that keeps its rows while the next search loads, so the table does not blink per keystroke. */
function useAdminList<T>(resource: string, filter: Record<string, string> = {}) {
  const query = new URLSearchParams(filter).toString();
  return useQuery({
    queryKey: ['admin', resource, query],
    queryFn: ({ signal }) => api<{ items: T[] }>(`${path(resource)}${query ? `?${query}` : ''}`, { signal }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

export const useOems = () => useAdminList<AdminOem>('oems');
export const useCompanies = (filter: { q: string; oemId: string }) => useAdminList<AdminCompany>('companies', filter);
export const useAdminUsers = (q: string) => useAdminList<AdminUser>('users', { q });

export function useCreateOem() {
  return useRefetchingMutation((input: CreateOemInput) => api<AdminOem>(path('oems'), { method: 'POST', body: input }), adminKeys);
}

export function useUpdateOem() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: UpdateOemInput }) => api<AdminOem>(path('oems', id), { method: 'PATCH', body: input }),
    adminKeys,
  );
}

export function useDeleteOem() {
  return useRefetchingMutation((id: string) => api(path('oems', id), { method: 'DELETE' }), adminKeys);
}

/** Creates the company and invites its first administrator by e-mail. */
export function useCreateCompany() {
  return useRefetchingMutation(
    (input: CreateCompanyInput) => api<AdminCompany>(path('companies'), { method: 'POST', body: input }),
    adminKeys,
  );
}

export function useSetCompanyStatus() {
  return useRefetchingMutation(
    ({ id, status }: { id: string; status: CompanyStatus }) =>
      api<AdminCompany>(path('companies', id), { method: 'PATCH', body: { status } }),
    adminKeys,
  );
}

/** A company's mail limits and what it sent within them (プラットフォーム管理 only). */
export function useMailLimits(companyId: string) {
  return useQuery({
    queryKey: ['admin', 'companies', companyId, 'mail-limits'],
    queryFn: ({ signal }) => api<AdminMailLimits>(path('companies', companyId, 'mail-limits'), { signal }),
  });
}

export function useSaveMailLimits(companyId: string) {
  return useRefetchingMutation(
    (input: MailLimitsInput) => api<AdminMailLimits>(path('companies', companyId, 'mail-limits'), { method: 'PUT', body: input }),
    adminKeys,
  );
}

/** The company's データの書き出し (a ZIP of its tables, images and issued PDFs), fetched as a download. */
export const companyExportUrl = (companyId: string) => path('companies', companyId, 'export');

export function useSendPasswordReset() {
  return useRefetchingMutation((id: string) => api<{ ok: true }>(path('users', id, 'reset-password'), { method: 'POST' }), []);
}

export function useSetManager() {
  return useRefetchingMutation(
    ({ id, isManager }: { id: string; isManager: boolean }) => api<AdminUser>(path('users', id), { method: 'PATCH', body: { isManager } }),
    adminKeys,
  );
}

export type { AdminCompany, AdminMailLimits, AdminOem, AdminUser, CompanyStatus };

export type PartnerParameter = { key: string; value: string };

/** A partner's remote-config parameters (プラットフォーム管理 only). */
export function usePartnerParameters(oemId: string) {
  return useQuery({
    queryKey: ['admin', 'oems', oemId, 'parameters'],
    queryFn: ({ signal }) => api<{ items: PartnerParameter[] }>(path('oems', oemId, 'parameters'), { signal }),
    select: (data) => data.items,
  });
}

export function useSavePartnerParameters(oemId: string) {
  return useRefetchingMutation(
    (items: PartnerParameter[]) =>
      api<{ items: PartnerParameter[] }>(path('oems', oemId, 'parameters'), { method: 'PUT', body: { items } }),
    adminKeys,
  );
}
