import { Hono } from 'hono';
import { updateCompanyInput } from '@/core/schemas/company';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { readJson } from '../../http/errors';
import { getCompany, updateCompany } from './company';

/** 設定 (/master): admins only — enforced by the API guard from the shared permission table. */
export function settingsRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/company', async (c) => {
    const user = companyUserOf(c);
    return c.json(await getCompany(db, user.companyId));
  });
  app.patch('/company', async (c) => {
    const user = companyUserOf(c);
    const input = await readJson(c, updateCompanyInput);
    return c.json(await updateCompany(db, user, input));
  });
  return app;
}
