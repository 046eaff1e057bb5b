import { postalCodeEndpoints as endpoints } from '@/core/contracts/postal-codes';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { unauthorized } from '../../http/errors';
import { lookupPostalCode } from './lookup-postal-code';

/** Address lookup for the forms: any signed-in user; the data is public and never changes within a release. */
export function postalCodeRoutes() {
  const { app, on } = contractRouter<AppEnv>('/api/postal-codes');
  on(endpoints.lookup, (c) => {
    if (!c.get('user')) throw unauthorized();
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json({ addresses: lookupPostalCode(c.req.param('code')) });
  });
  return app;
}
