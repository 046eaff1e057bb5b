import { authEndpoints } from '@/core/contracts/auth';
import { registerEndpoints } from '@/core/contracts/register';
import type { RequestPasswordResetInput, SignInInput } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/register';
import { call } from '@/web/lib/api';

export function signIn(input: SignInInput) {
  return call(authEndpoints.signIn, { body: input });
}

/** The server answers the same whether or not the address exists, so nobody can probe accounts. */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return call(authEndpoints.requestPasswordReset, { body: { email: input.email, redirectTo: '/login' } });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return call(authEndpoints.resetPassword, { body: { token: input.token, newPassword: input.newPassword } });
}

/** `next` is /success, or later a billing provider's checkout URL. */
export function register(input: RegisterInput) {
  return call(registerEndpoints.register, { body: input });
}

export function verifyEmail(token: string) {
  return call(registerEndpoints.verify, { body: { token } });
}

/** Signs in with a session handed over from another host (server/auth/handover.ts). */
export function takeOverSession(token: string) {
  return call(authEndpoints.takeOver, { body: { token } });
}
