import type { RequestPasswordResetInput, SignInInput } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/register';
import { api } from '@/web/lib/api';

export function signIn(input: SignInInput): Promise<unknown> {
  return api('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** The server answers the same whether or not the address exists, so nobody can probe accounts. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return api('/api/auth/request-password-reset', { method: 'POST', body: { email: input.email, redirectTo: '/login' } });
}

export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api('/api/auth/reset-password', { method: 'POST', body: { token: input.token, newPassword: input.newPassword } });
}

/** `next` is /success, or later a billing provider's checkout URL. */
export function register(input: RegisterInput): Promise<{ next: string }> {
  return api<{ next: string }>('/api/register', { method: 'POST', body: input });
}

export function verifyEmail(token: string): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/register/verify', { method: 'POST', body: { token } });
}
