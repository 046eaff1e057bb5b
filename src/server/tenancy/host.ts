import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Oem } from '@/core/contracts/shell';
import { parseHost } from '@/core/hosts';
import type { Db } from '../db/client';
import { oems } from '../db/schema';
import type { AppEnv } from '../http/env';

export async function findOem(db: Db, id: string): Promise<Oem | null> {
  const [row] = await db.select().from(oems).where(eq(oems.id, id));
  return row ? { id: row.id, name: row.name, type: row.type, bg: row.bg, text: row.text, showHistory: row.showHistory } : null;
}

/** The partner comes from the Host header, once per request, and nowhere else. */
export function resolveHost(db: Db, mainHost: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const parts = parseHost(c.req.header('host') ?? '', mainHost);
    const oem = parts.subdomain ? await findOem(db, parts.subdomain) : null;
    c.set('host', { mainHost, isMainHost: parts.isMainHost, subdomain: parts.subdomain, oem });
    await next();
  });
}
