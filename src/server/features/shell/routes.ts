import { Hono } from 'hono';
import type { Me } from '@/core/api-types';
import type { AppEnv } from '../../http/env';
import { unauthorized } from '../../http/errors';

/** What the browser needs before it can draw anything: the partner of the host, and who is signed in. */
export function shellRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/host', (c) => c.json(c.get('host')));
  app.get('/me', (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
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
