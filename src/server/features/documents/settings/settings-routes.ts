import { documentSettingsEndpoints as endpoints } from '@/core/contracts/document-settings';
import { mailTemplateEndpoints } from '@/core/contracts/mail-templates';
import { companyUserOf } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { contractRouter } from '../../../http/contract-router';
import type { AppEnv } from '../../../http/env';
import { deleteBankAccount, listBankAccounts, saveBankAccount } from './bank-accounts';
import { getDocumentSettings, saveDocumentSettings } from './document-settings';
import { listMailTemplates, mailTemplateKindOf, resetMailTemplate, saveMailTemplate } from './mail-templates';

/** 設定 › 振込先, 帳票設定 and メール文面 (mounted under /api/settings: admins only, by the API guard). */
export function documentSettingsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.bankAccounts, async (c) => c.json(await listBankAccounts(db, companyUserOf(c).companyId)));
  on(endpoints.createBankAccount, async (c) => c.json(await saveBankAccount(db, companyUserOf(c), c.req.valid('json')), 201));
  on(endpoints.updateBankAccount, async (c) => c.json(await saveBankAccount(db, companyUserOf(c), c.req.valid('json'), c.req.param('id'))));
  on(endpoints.deleteBankAccount, async (c) => {
    await deleteBankAccount(db, companyUserOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  on(endpoints.documentSettings, async (c) => c.json(await getDocumentSettings(db, companyUserOf(c).companyId)));
  on(endpoints.saveDocumentSettings, async (c) => c.json(await saveDocumentSettings(db, companyUserOf(c), c.req.valid('json'))));
  on(mailTemplateEndpoints.mailTemplates, async (c) => c.json(await listMailTemplates(db, companyUserOf(c).companyId)));
  on(mailTemplateEndpoints.saveMailTemplate, async (c) =>
    c.json(await saveMailTemplate(db, companyUserOf(c), mailTemplateKindOf(c.req.param('kind')), c.req.valid('json'))),
  );
  on(mailTemplateEndpoints.resetMailTemplate, async (c) =>
    c.json(await resetMailTemplate(db, companyUserOf(c), mailTemplateKindOf(c.req.param('kind')))),
  );
  return app;
}
