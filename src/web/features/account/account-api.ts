import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChangeEmailInput, UpdateAccountInput } from '@/core/schemas/account';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { meQueryKey } from '@/web/lib/session';

export type AccountSession = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  isCurrent: boolean;
};

const sessionsKey = ['account', 'sessions'] as const;

/** The header and this page show the profile of the session: saving it reloads the session. */
export function useUpdateAccount() {
  return useRefetchingMutation(
    (input: UpdateAccountInput) => api<{ name: string }>('/api/account', { method: 'PATCH', body: input }),
    [meQueryKey],
  );
}

/** Sends a confirmation link to the new address; the address changes only when it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => api<{ ok: true }>('/api/account/email', { method: 'POST', body: input }) });
}

export function useConfirmEmailChange() {
  return useRefetchingMutation(
    (token: string) => api<{ email: string }>('/api/account/email/confirm', { method: 'POST', body: { token } }),
    [meQueryKey],
  );
}

/** The server signs out every other device on a password change; the device list is refetched. */
export function useChangePassword() {
  return useRefetchingMutation(
    (input: { currentPassword: string; newPassword: string }) =>
      api('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } }),
    [sessionsKey],
  );
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => api<{ items: AccountSession[] }>('/api/account/sessions'),
    select: (d) => d.items,
  });
}

export function useRevokeOtherSessions() {
  return useRefetchingMutation(() => api<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST' }), [sessionsKey]);
}

export function useRevokeSession() {
  return useRefetchingMutation((id: string) => api(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }), [sessionsKey]);
}
