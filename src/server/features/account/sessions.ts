import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/errors';

/** better-auth stores IPv6 fully expanded (0000:…:0001); show it the usual short way (::1). */
export function compactIp(ip: string | null): string | null {
  if (!ip || !/^[0-9a-f]{4}(:[0-9a-f]{4}){7}$/i.test(ip)) return ip;
  const groups = ip.split(':').map((g) => g.replace(/^0+(?=.)/, ''));
  let best = { at: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    let j = i;
    while (j < groups.length && groups[j] === '0') j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.length < 2) return groups.join(':');
  return `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.length).join(':')}`;
}

/** The user's own sessions ("ログイン中の端末"); tokens never leave the server. */
export async function listSessions(db: Db, userId: string, currentId: string | null) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((r) => ({ ...r, ipAddress: compactIp(r.ipAddress), isCurrent: r.id === currentId }));
}

export async function revokeOtherSessions(db: Db, userId: string, currentId: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return removed.length;
}

export async function revokeSession(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw notFound('端末が見つかりません');
}
