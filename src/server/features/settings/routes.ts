import { Hono } from 'hono';
import { companyProfileInput } from '@/core/schemas/document-settings';
import { actorOf, recordOperation } from '../../audit/record-operation';
import { companyUserOf } from '../../auth/session';
import { companyExportResponse, exportSummary } from '../../data-export/export-response';
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
  /** データの書き出し: every row and file of the company, as one ZIP. */
  app.get('/export', async (c) => {
    const user = companyUserOf(c);
    return companyExportResponse(c, db, { id: user.companyId, name: user.company.name }, (counts) =>
      recordOperation(db, actorOf(user), {
        operationType: 'company.export',
        targetType: 'company',
        targetId: user.companyId,
        detail: exportSummary(counts),
      }),
    );
  });
  return app;
}
