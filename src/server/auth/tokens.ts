import { randomBytes } from 'node:crypto';
import type { Auth } from './auth';

/**
 * Single-use, expiring tokens kept in better-auth's verification table (e-mail change,
 * sign-up confirmation). Consuming is race-safe: a token works once.
 */
export async function issueToken(auth: Auth, purpose: string, value: string, lifetimeMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${purpose}:${token}`,
    value,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * The stored value without using the token up, or null when it is unknown, used or
 * expired: for checks that must not burn a link meant for someone else.
 */
export async function peekToken(auth: Auth, purpose: string, token: string): Promise<string | null> {
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`${purpose}:${token}`);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/** The stored value, or null when the token is unknown, used or expired. */
export async function consumeToken(auth: Auth, purpose: string, token: string): Promise<string | null> {
  const context = await auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(`${purpose}:${token}`);
  return row ? row.value : null;
}
