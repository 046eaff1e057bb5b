import { useQuery } from '@tanstack/react-query';
import { staffEndpoints as endpoints, type StaffListItem, type StaffMember, type StaffRole } from '@/core/contracts/staff';
import type { InviteStaffInput, UpdateStaffInput } from '@/core/schemas/staff';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { meQueryKey } from '@/web/lib/session';

const staffKey = ['staff'] as const;
/**
 * Every change reloads the list (an invitation accepted meanwhile turns 招待中 into 有効), and the
 * session too: the signed-in admin may have edited their own name or flags, which the shell shows.
 */
const changedKeys = [staffKey, meQueryKey];

export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(endpoints.list), select: (data) => data.items });
}

export function useInviteStaff() {
  return useRefetchingMutation((input: InviteStaffInput) => call(endpoints.invite, { body: input }), changedKeys);
}

export function useUpdateStaff() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: UpdateStaffInput }) => call(endpoints.update, { params: { id }, body: input }),
    changedKeys,
  );
}

export function useResendInvitation() {
  return useRefetchingMutation((id: string) => call(endpoints.resendInvitation, { params: { id } }), [staffKey]);
}

export type { StaffListItem, StaffMember, StaffRole };
