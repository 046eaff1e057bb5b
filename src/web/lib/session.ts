import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@/core/contracts/auth';
import { type Me, shellEndpoints, type UserHome } from '@/core/contracts/shell';
import type { AuthState } from '@/core/navigation';
import { ApiRequestError, call } from './api';
import { endPushSubscription } from './push-subscription';

/** Host and session are read by the guard, the shell and several features: one cache for all. */
export const hostQueryKey = ['host'] as const;
export const meQueryKey = ['me'] as const;

export function useHostInfo() {
  // The partner of a subdomain does not change while the page is open.
  return useQuery({ queryKey: hostQueryKey, queryFn: () => call(shellEndpoints.host), staleTime: Number.POSITIVE_INFINITY });
}

/** null when signed out; other failures (WRONG_HOST among them) stay errors so they are not mistaken for a sign-out. */
async function fetchMe(): Promise<Me | null> {
  return (await call(shellEndpoints.session)).me;
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 30_000 });
}

/** Where the signed-in user belongs when /api/me refused this host (403 WRONG_HOST), else null. */
export function wrongHostOf(error: unknown): UserHome | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403 || error.code !== 'WRONG_HOST') return null;
  const home = error.detail.home as Partial<UserHome> | undefined;
  if (typeof home?.isManager !== 'boolean') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return { isManager: home.isManager, oemId: text(home.oemId), oemName: text(home.oemName) };
}

export function authStateOf(me: Me | null | undefined): AuthState {
  if (me === undefined) return 'unknown';
  return me === null ? 'signed-out' : 'signed-in';
}

/**
 * A session signed in on a host that is not the user's: a one-time token that signs the user in on
 * their own host (server/auth/handover.ts), or null when it cannot be had (the session is then
 * ended here instead). Either way this host keeps no session.
 */
export async function handOverSession(): Promise<string | null> {
  try {
    return (await call(authEndpoints.handOver, { body: {} })).token;
  } catch {
    await signOut().catch(() => undefined);
    return null;
  }
}

/** Ends this browser's push subscription first: a device handed back shows no more orders. */
export async function signOut() {
  await endPushSubscription();
  return call(authEndpoints.signOut, { body: {} });
}
