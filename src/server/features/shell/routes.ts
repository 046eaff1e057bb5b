import { Hono } from 'hono';
import type { Me, UserHome } from '@/core/api-types';
import { isOnOwnHost } from '../../auth/session';
import type { AppEnv } from '../../http/env';
import { unauthorized } from '../../http/errors';

/** What the browser needs before it can draw anything: the partner of the host, and who is signed in. */
export function shellRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/host', (c) => c.json(c.get('host')));
  app.get('/me', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    // Like every other API, the profile is served on the user's own host only; the
    // browser is told just where that is, so it can send the user there.
    if (!isOnOwnHost(user, c.get('host'))) {
      const home: UserHome = {
        isManager: user.isManager,
        oemId: user.isManager ? null : user.oemId,
        oemName: user.isManager ? null : (user.oem?.name ?? null),
      };
      return c.json({ error: { code: 'WRONG_HOST', message: 'URLを確認してください', home } }, 403);
    }
    const { company, oem, ...profile } = user;
    const me: Me = {
      user: profile,
      company: company ? { id: company.id, name: company.name, storeName: company.storeName } : null,
      oem,
    };
    return c.json(me);
  });
  return app;
}
