import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { oneTimeToken } from 'better-auth/plugins/one-time-token';
import { eq } from 'drizzle-orm';
import { passwordSchema } from '@/core/schemas/auth';
import type { Config } from '../config';
import { originFor } from '../config';
import type { Db } from '../db/client';
import { accounts, companies, rateLimits, sessions, users, verifications } from '../db/schema';
import type { AccountMailer } from '../mail/account-mail';
import { passwordResetMail } from './mails';

/** Header the server sets from the socket (or a trusted proxy); any client value is dropped. */
export const clientIpHeader = 'x-kanri-client-ip';

export type AuthDeps = { db: Db; config: Config; accountMail: AccountMailer; secret: string };

export function createAuth({ db, config, accountMail, secret }: AuthDeps) {
  const base = new URL(config.baseUrl);
  const port = base.port ? `:${base.port}` : '';
  return betterAuth({
    appName: 'kanri',
    baseURL: base.origin,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // Sign-in is accepted only from the main host and its partner subdomains.
    trustedOrigins: [base.origin, `${base.protocol}//*.${config.mainHost}${port}`],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Following the mailed link proves the address.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
      sendResetPassword: async ({ user, token }) => {
        const [row] = await db
          .select({ oemId: users.oemId, isManager: users.isManager, companyId: users.companyId })
          .from(users)
          .where(eq(users.id, user.id));
        const origin = originFor(config, row?.isManager ? null : (row?.oemId ?? null));
        const mail = passwordResetMail(user, `${origin}/login?resetToken=${encodeURIComponent(token)}`);
        await accountMail.send(mail, { id: user.id, companyId: row?.companyId ?? null });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password was verified, so it reveals nothing to a guesser.
          before: async (session) => {
            if (!(await canSignIn(db, session.userId))) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'account disabled' });
            }
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      // Per instance, in memory: no database write per auth request (docs/security.md).
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimit },
        '/request-password-reset': { window: 60, max: Math.ceil(config.authRateLimit / 2) },
        '/reset-password': { window: 60, max: config.authRateLimit },
      },
    },
    advanced: {
      cookiePrefix: 'kanri',
      useSecureCookies: base.protocol === 'https:',
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // Checked in every environment, tests included (better-auth skips it under NODE_ENV=test).
      disableOriginCheck: false,
    },
    // Hands a session signed in on the wrong host over to the user's own (routes.ts, handover.ts):
    // called from the server only, the token kept hashed, spent once, good for two minutes.
    plugins: [oneTimeToken({ expiresIn: 2, storeToken: 'hashed', disableClientRequest: true })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Our password rules, not only better-auth's length check.
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const parsed = passwordSchema.safeParse(ctx.body?.newPassword);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'PASSWORD_RULES', message: parsed.error.issues[0]?.message });
          }
        }
        // A new password shuts out whoever knew the old one: every other session ends
        // (better-auth then gives this browser a fresh session), whatever the client asked.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A deactivated user, or a user of a suspended company, cannot sign in. */
async function canSignIn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive, status: companies.status })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return Boolean(row?.isActive && row.status !== 'suspended');
}
