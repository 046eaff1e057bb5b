import { Hono } from 'hono';
import { bankAccountInput, documentSettingsInput } from '@/core/schemas/document-settings';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { deleteBankAccount, listBankAccounts, saveBankAccount } from './bank-accounts';
import { getDocumentSettings, saveDocumentSettings } from './document-settings';

/** 設定 › 振込先 and 帳票設定 (mounted under /api/settings: admins only, by the API guard). */
export function documentSettingsRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/bank-accounts', async (c) => c.json(await listBankAccounts(db, companyUserOf(c).companyId)));
  app.post('/bank-accounts', jsonBody(bankAccountInput), async (c) =>
    c.json(await saveBankAccount(db, companyUserOf(c), c.req.valid('json')), 201),
  );
  app.patch('/bank-accounts/:id', jsonBody(bankAccountInput), async (c) =>
    c.json(await saveBankAccount(db, companyUserOf(c), c.req.valid('json'), c.req.param('id'))),
  );
  app.delete('/bank-accounts/:id', async (c) => {
    await deleteBankAccount(db, companyUserOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  app.get('/documents', async (c) => c.json(await getDocumentSettings(db, companyUserOf(c).companyId)));
  app.put('/documents', jsonBody(documentSettingsInput), async (c) =>
    c.json(await saveDocumentSettings(db, companyUserOf(c), c.req.valid('json'))),
  );
  return app;
}
