import { asc, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { shellEndpoints as endpoints, type Me, type UserHome } from '@/core/contracts/shell';
import type { RemoteConfigValues } from '@/core/remote-config';
import { isOnOwnHost, userOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { partnerParameters } from '../../db/schema';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv, SignedInUser } from '../../http/env';
import { unauthorized } from '../../http/errors';

/**
 * Like every other API, the profile is served on the user's own host only; the browser is told
 * just where that is, so it can send the user there.
 */
const onOwnHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!isOnOwnHost(user, c.get('host'))) {
    const home: UserHome = {
      isManager: user.isManager,
      oemId: user.isManager ? null : user.oemId,
      oemName: user.isManager ? null : (user.oem?.name ?? null),
    };
    return c.json({ error: { code: 'WRONG_HOST', message: 'URLを確認してください', home } }, 403);
  }
  await next();
};

/** What the browser needs before it can draw anything: the partner of the host, and who is signed in. */
export function shellRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api');

  on(endpoints.host, (c) => c.json(c.get('host')));

  /** Remote config of the host's partner (none on the main host), for anyone on its pages, signed in or not. */
  on(endpoints.remoteConfig, async (c) => {
    const oem = c.get('host').oem;
    const rows = oem
      ? await db
          .select({ key: partnerParameters.key, value: partnerParameters.value })
          .from(partnerParameters)
          .where(eq(partnerParameters.oemId, oem.id))
          .orderBy(asc(partnerParameters.key))
      : [];
    const values: RemoteConfigValues = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    c.header('Cache-Control', 'no-cache');
    return c.json({ values });
  });

  on(endpoints.me, onOwnHost, (c) => c.json(meOf(userOf(c))));
  on(
    endpoints.session,
    (c, next) => (c.get('user') ? onOwnHost(c, next) : next()),
    (c) => {
      const user = c.get('user');
      return c.json({ me: user ? meOf(user) : null });
    },
  );
  return app;
}

function meOf(user: SignedInUser): Me {
  const { company, oem, ...profile } = user;
  return { user: profile, company: company ? { id: company.id, name: company.name, storeName: company.storeName } : null, oem };
}
