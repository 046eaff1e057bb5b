import type { Context, MiddlewareHandler } from 'hono';
import { registerEndpoints as endpoints } from '@/core/contracts/register';
import type { Auth } from '../../auth/auth';
import type { BillingProvider } from '../../billing/provider';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import type { AccountMailer } from '../../mail/account-mail';
import { registerCompany, verifySignUpEmail } from './register-company';

/** Public sign-up (/register) on a partner's subdomain. */
export function registerRoutes(deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer; billing?: BillingProvider }) {
  const { app, on } = contractRouter<AppEnv>('/api/register');
  // Each attempt hashes a password and may send a mail: as limited as sign-in, per address.
  app.use('*', async (c, next) => {
    const key = `register:${clientIp(c, deps.config.trustProxy) ?? 'unknown'}`;
    if (c.req.method === 'POST' && !(await hit(deps.db, key, 60_000, deps.config.authRateLimit))) {
      throw new AppError(429, 'TOO_MANY_REQUESTS', '試行回数が多すぎます。しばらく待ってから再度お試しください。');
    }
    await next();
  });
  // Only a partner's host takes sign-ups: checked before the body is (the contract's validator
  // comes first among a route's own handlers, so this one is registered ahead of the route).
  const partnerOf = (c: Context<AppEnv>) => {
    const oem = c.get('host').oem;
    if (!oem) throw new AppError(404, 'UNKNOWN_HOST', 'URLを確認してください');
    return oem;
  };
  const onPartnerHost: MiddlewareHandler<AppEnv> = async (c, next) => {
    partnerOf(c);
    await next();
  };
  app.post('/', onPartnerHost);
  on(endpoints.register, async (c) => {
    const oem = partnerOf(c);
    const input = c.req.valid('json');
    const registered = await registerCompany(deps, oem, input);
    // A taken address answers like a new sign-up; its owner got a mail saying so.
    if (!deps.billing || 'taken' in registered) return c.json({ next: '/success' }, 201);
    const { companyId } = registered;
    const origin = originFor(deps.config, oem.id);
    const { redirectUrl } = await deps.billing.startCheckout({
      companyId,
      email: input.email,
      successUrl: `${origin}/success`,
      cancelUrl: `${origin}/cancel`,
    });
    return c.json({ next: redirectUrl }, 201);
  });
  on(endpoints.verify, async (c) => {
    const { token } = c.req.valid('json');
    await verifySignUpEmail(deps.db, deps.auth, token);
    return c.json({ ok: true as const });
  });
  return app;
}
