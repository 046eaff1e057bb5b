import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminCompany,
  type AdminMailLimits,
  type AdminOem,
  type AdminUser,
  type CompanyStatus,
  adminEndpoints as endpoints,
  type PartnerParameter,
} from '@/core/contracts/admin';
import { dataExportEndpoints } from '@/core/contracts/data-export';
import { pathOf } from '@/core/contracts/endpoint';
import type { CreateCompanyInput, CreateOemInput, MailLimitsInput, UpdateOemInput } from '@/core/schemas/admin';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

/** Partners, companies and users show in each other's lists (filter, counts): a change reloads them all. */
const adminKeys = [['admin']] as const;

/** A list that keeps its rows while the next search loads, so the table does not blink per keystroke. */
function useAdminList<T>(resource: string, filter: Record<string, string>, list: (signal: AbortSignal) => Promise<{ items: T[] }>) {
  return useQuery({
    queryKey: ['admin', resource, new URLSearchParams(filter).toString()],
    queryFn: ({ signal }) => list(signal),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

export const useOems = () => useAdminList('oems', {}, (signal) => call(endpoints.oems, { signal }));
export const useCompanies = (filter: { q: string; oemId: string }) =>
  useAdminList('companies', filter, (signal) => call(endpoints.companies, { signal, query: filter }));
export const useAdminUsers = (q: string) => useAdminList('users', { q }, (signal) => call(endpoints.users, { signal, query: { q } }));

export function useCreateOem() {
  return useRefetchingMutation((input: CreateOemInput) => call(endpoints.createOem, { body: input }), adminKeys);
}

export function useUpdateOem() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: UpdateOemInput }) => call(endpoints.updateOem, { params: { id }, body: input }),
    adminKeys,
  );
}

/** Answered with no content, which the contracts cannot declare yet: the one call left on `api`. */
export function useDeleteOem() {
  return useRefetchingMutation((id: string) => call(endpoints.deleteOem, { params: { id } }), adminKeys);
}

/** Creates the company and invites its first administrator by e-mail. */
export function useCreateCompany() {
  return useRefetchingMutation((input: CreateCompanyInput) => call(endpoints.createCompany, { body: input }), adminKeys);
}

export function useSetCompanyStatus() {
  return useRefetchingMutation(
    ({ id, status }: { id: string; status: CompanyStatus }) => call(endpoints.setCompanyStatus, { params: { id }, body: { status } }),
    adminKeys,
  );
}

/** A company's mail limits and what it sent within them (プラットフォーム管理 only). */
export function useMailLimits(companyId: string) {
  return useQuery({
    queryKey: ['admin', 'companies', companyId, 'mail-limits'],
    queryFn: ({ signal }) => call(endpoints.mailLimits, { params: { id: companyId }, signal }),
  });
}

export function useSaveMailLimits(companyId: string) {
  return useRefetchingMutation(
    (input: MailLimitsInput) => call(endpoints.saveMailLimits, { params: { id: companyId }, body: input }),
    adminKeys,
  );
}

/** The company's データの書き出し (a ZIP of its tables, images and issued PDFs), fetched as a download. */
export const companyExportUrl = (companyId: string) => pathOf(dataExportEndpoints.adminCompany, { id: companyId });

export function useSendPasswordReset() {
  return useRefetchingMutation((id: string) => call(endpoints.sendPasswordReset, { params: { id } }), []);
}

export function useSetManager() {
  return useRefetchingMutation(
    ({ id, isManager }: { id: string; isManager: boolean }) => call(endpoints.setManager, { params: { id }, body: { isManager } }),
    adminKeys,
  );
}

export type { AdminCompany, AdminMailLimits, AdminOem, AdminUser, CompanyStatus, PartnerParameter };

/** A partner's remote-config parameters (プラットフォーム管理 only). */
export function usePartnerParameters(oemId: string) {
  return useQuery({
    queryKey: ['admin', 'oems', oemId, 'parameters'],
    queryFn: ({ signal }) => call(endpoints.parameters, { params: { id: oemId }, signal }),
    select: (data) => data.items,
  });
}

export function useSavePartnerParameters(oemId: string) {
  return useRefetchingMutation(
    (items: PartnerParameter[]) => call(endpoints.saveParameters, { params: { id: oemId }, body: { items } }),
    adminKeys,
  );
}
