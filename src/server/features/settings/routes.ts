import { settingsEndpoints as endpoints } from '@/core/contracts/settings';
import { companyProfileInput } from '@/core/schemas/document-settings';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { applyPatch } from '../../http/patch';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { updateCompany } from './company';

/** 設定 (/master): admins only — enforced by the API guard from the shared permission table. */
export function settingsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.company, async (c) => c.json(await getCompanyProfile(db, companyUserOf(c).companyId)));
  on(endpoints.updateCompany, async (c) => {
    const user = companyUserOf(c);
    const current = await getCompanyProfile(db, user.companyId);
    const input = applyPatch(companyProfileInput, current, c.req.valid('json'));
    return c.json(await updateCompany(db, user, input));
  });
  return app;
}
