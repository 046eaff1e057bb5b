import { Hono } from 'hono';
import { confirmTokenInput } from '@/core/schemas/account';
import { registerInput } from '@/core/schemas/register';
import type { Auth } from '../../auth/auth';
import type { BillingProvider } from '../../billing/provider';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { AppError, readJson } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { registerCompany, verifySignUpEmail } from './register-company';

/** Public sign-up (/register) on a partner's subdomain. */
export function registerRoutes(deps: { db: Db; auth: Auth; config: Config; mailer: Mailer; billing?: BillingProvider }) {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const oem = c.get('host').oem;
    if (!oem) throw new AppError(404, 'UNKNOWN_HOST', 'URLを確認してください');
    const input = await readJson(c, registerInput);
    const { companyId } = await registerCompany(deps, oem, input);
    if (!deps.billing) return c.json({ next: '/success' }, 201);
    const origin = originFor(deps.config, oem.id);
    const { redirectUrl } = await deps.billing.startCheckout({
      companyId,
      email: input.email,
      successUrl: `${origin}/success`,
      cancelUrl: `${origin}/cancel`,
    });
    return c.json({ next: redirectUrl }, 201);
  });
  app.post('/verify', async (c) => {
    const { token } = await readJson(c, confirmTokenInput);
    await verifySignUpEmail(deps.db, deps.auth, token);
    return c.json({ ok: true });
  });
  return app;
}
