import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { unauthorized } from '../../http/errors';
import { lookupPostalCode } from './lookup-postal-code';

/** Address lookup for the forms: any signed-in user; the data is public and never changes within a release. */
export function postalCodeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:code', (c) => {
    if (!c.get('user')) throw unauthorized();
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json({ addresses: lookupPostalCode(c.req.param('code')) });
  });
  return app;
}
