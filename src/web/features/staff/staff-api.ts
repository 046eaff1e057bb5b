import { useQuery } from '@tanstack/react-query';
import type { StaffMember, StaffRole } from '@/core/api-types-admin';
import type { InviteStaffInput, UpdateStaffInput } from '@/core/schemas/staff';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { meQueryKey } from '@/web/lib/session';

const staffKey = ['staff'] as const;
/**
 * Every change reloads the list (an invitation accepted meanwhile turns 招待中 into 有効), and the
 * session too: the signed-in admin may have edited their own name or flags, which the shell shows.
 */
const changedKeys = [staffKey, meQueryKey];
const memberPath = (id: string) => `/api/staff/${encodeURIComponent(id)}`;

export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: () => api<{ items: StaffMember[] }>('/api/staff'), select: (data) => data.items });
}

export function useInviteStaff() {
  return useRefetchingMutation((input: InviteStaffInput) => api<StaffMember>('/api/staff', { method: 'POST', body: input }), changedKeys);
}

export function useUpdateStaff() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: UpdateStaffInput }) => api<StaffMember>(memberPath(id), { method: 'PATCH', body: input }),
    changedKeys,
  );
}

export function useResendInvitation() {
  return useRefetchingMutation((id: string) => api<{ ok: true }>(`${memberPath(id)}/resend-invitation`, { method: 'POST' }), [staffKey]);
}

export type { StaffMember, StaffRole };
