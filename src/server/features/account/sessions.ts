import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/errors';

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
  return rows.map((r) => ({ ...r, isCurrent: r.id === currentId }));
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
