import { Hono } from 'hono';
import { companyProfileInput } from '@/core/schemas/document-settings';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { applyPatch } from '../../http/patch';
import { patchBody } from '../../http/validate';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { updateCompany } from './company';

/** 設定 (/master): admins only — enforced by the API guard from the shared permission table. */
export function settingsRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/company', async (c) => c.json(await getCompanyProfile(db, companyUserOf(c).companyId)));
  app.patch('/company', patchBody(companyProfileInput), async (c) => {
    const user = companyUserOf(c);
    const current = await getCompanyProfile(db, user.companyId);
    const input = applyPatch(companyProfileInput, current, c.req.valid('json'));
    return c.json(await updateCompany(db, user, input));
  });
  return app;
}
