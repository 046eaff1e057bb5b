import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createMiddleware } from 'hono/factory';
import type { HostInfo } from '@/core/contracts/shell';
import { accessSubjectOf, checkAccess, managerArea } from '@/core/permissions';
import type { Db } from '../db/client';
import { companies, oems, sessions, users } from '../db/schema';
import type { AppEnv, CompanyUser, SignedInUser } from '../http/env';
import { AppError, forbidden, unauthorized } from '../http/errors';
import { logCompany } from '../log';
import type { Auth } from './auth';

const userOem = alias(oems, 'user_oem');

export async function loadSignedInUser(db: Db, userId: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ user: users, company: companies, oem: userOem })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userOem, eq(userOem.id, users.oemId))
    .where(eq(users.id, userId));
  if (!row?.user.isActive) return null;
  const { user, company, oem } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isManager: user.isManager,
    permissions: user.permissions,
    companyId: user.companyId,
    oemId: user.oemId,
    company: company ? { id: company.id, name: company.name, storeName: company.storeName, status: company.status } : null,
    oem: oem ? { id: oem.id, name: oem.name, type: oem.type, bg: oem.bg, text: oem.text, showHistory: oem.showHistory } : null,
  };
}

/** Reads the session cookie; the user's row is read fresh, so flag changes apply at once. */
export function loadSession(auth: Auth, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? await loadSignedInUser(db, session.user.id) : null;
    const usable = user && !(user.company && user.company.status === 'suspended');
    c.set('user', usable ? user : null);
    c.set('sessionId', usable && session ? session.session.id : null);
    if (usable) logCompany(user?.companyId);
    await next();
  });
}

/** A manager belongs to the main host, everyone else to their partner's subdomain. */
export function isOnOwnHost(user: SignedInUser, host: HostInfo): boolean {
  return user.isManager ? host.isMainHost : !host.isMainHost && host.subdomain === user.oemId;
}

/**
 * The server side of the routing guard: signed in, on the user's own host, and allowed
 * into the area of the path by role and permission flags.
 */
export const guardApi = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!isOnOwnHost(user, c.get('host'))) throw forbidden('URLを確認してください', 'WRONG_HOST');

  const path = c.req.path;
  const isManagerApi = path === managerArea.apiPrefix || path.startsWith(`${managerArea.apiPrefix}/`);
  if (user.isManager !== isManagerApi) throw forbidden('このページにアクセスする権限がありません');
  if (!user.isManager) {
    if (!user.companyId) throw forbidden('会社が登録されていません', 'NO_COMPANY');
    const access = checkAccess(accessSubjectOf(user, user.oem), path, 'apiPrefix');
    if (!access.allowed) {
      throw access.reason === 'not-found' ? new AppError(404, 'NOT_FOUND', access.message) : forbidden(access.message);
    }
  }
  await next();
});

/** The user of a session that still stands (not signed out or expired, user active, company not suspended), or null. */
export async function liveSessionUser(db: Db, sessionId: string | null, userId: string): Promise<SignedInUser | null> {
  if (!sessionId) return null;
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!session || session.expiresAt < new Date()) return null;
  const user = await loadSignedInUser(db, userId);
  return user && user.company?.status !== 'suspended' ? user : null;
}

/** The signed-in company user of a request that passed guardApi. */
export function companyUserOf(c: { get: (key: 'user') => SignedInUser | null }): CompanyUser {
  const user = c.get('user');
  if (!user?.companyId || !user.company) throw unauthorized();
  return user as CompanyUser;
}

/** The signed-in user of a request that passed guardApi (company user or manager). */
export function userOf(c: { get: (key: 'user') => SignedInUser | null }): SignedInUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
