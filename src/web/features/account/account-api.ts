import { useMutation, useQuery } from '@tanstack/react-query';
import { type AccountSession, accountEndpoints as endpoints } from '@/core/contracts/account';
import { authEndpoints } from '@/core/contracts/auth';
import type { ChangeEmailInput, UpdateAccountInput } from '@/core/schemas/account';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { meQueryKey } from '@/web/lib/session';

const sessionsKey = ['account', 'sessions'] as const;

/** The header and this page show the profile of the session: saving it reloads the session. */
export function useUpdateAccount() {
  return useRefetchingMutation((input: UpdateAccountInput) => call(endpoints.update, { body: input }), [meQueryKey]);
}

/** Sends a confirmation link to the new address; the address changes only when it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => call(endpoints.requestEmailChange, { body: input }) });
}

export function useConfirmEmailChange() {
  return useRefetchingMutation((token: string) => call(endpoints.confirmEmailChange, { body: { token } }), [meQueryKey]);
}

/** The server signs out every other device on a password change; the device list is refetched. */
export function useChangePassword() {
  return useRefetchingMutation(
    (input: { currentPassword: string; newPassword: string }) =>
      call(authEndpoints.changePassword, { body: { ...input, revokeOtherSessions: true } }),
    [sessionsKey],
  );
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => call(endpoints.sessions), select: (d) => d.items });
}

export function useRevokeOtherSessions() {
  return useRefetchingMutation(() => call(endpoints.revokeOtherSessions), [sessionsKey]);
}

/** Answered with no content, which the contracts cannot declare yet: the one call left on `api`. */
export function useRevokeSession() {
  return useRefetchingMutation((id: string) => call(endpoints.revokeSession, { params: { id } }), [sessionsKey]);
}

export type { AccountSession };
