import { adminEndpoints as endpoints } from '@/core/contracts/admin';
import { queryHistory } from '../../audit/query-history';
import { recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { sendInvitation } from '../../auth/invitation';
import { userOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import type { AccountMailer } from '../../mail/account-mail';
import { createCompany, listCompanies, setCompanyStatus } from './companies';
import { getMailLimits, setMailLimits } from './mail-limits';
import { createOem, deleteOem, listOems, updateOem } from './oems';
import { listPartnerParameters, replacePartnerParameters } from './partner-parameters';
import { getUser, searchUsers, setManager } from './users';

/** プラットフォーム管理: managers on the main host only (guardApi). Every action is logged. */
export function adminRoutes(deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer }) {
  const { db, auth } = deps;
  const { app, on } = contractRouter<AppEnv>('/api/admin');

  on(endpoints.oems, async (c) => c.json({ items: await listOems(db) }));
  on(endpoints.createOem, async (c) => c.json(await createOem(db, userOf(c), c.req.valid('json')), 201));
  on(endpoints.updateOem, async (c) => c.json(await updateOem(db, userOf(c), c.req.param('id'), c.req.valid('json'))));
  // No content: an answer the contracts cannot declare yet, so this route is registered as before.
  on(endpoints.deleteOem, async (c) => {
    await deleteOem(db, userOf(c), c.req.param('id'));
    return c.body(null, 204);
  });

  /** Remote config of the partner: every parameter read and replaced at once. */
  on(endpoints.parameters, async (c) => c.json({ items: await listPartnerParameters(db, c.req.param('id')) }));
  on(endpoints.saveParameters, async (c) =>
    c.json({ items: await replacePartnerParameters(db, userOf(c), c.req.param('id'), c.req.valid('json')) }),
  );
  on(endpoints.companies, async (c) => c.json({ items: await listCompanies(db, c.req.valid('query')) }));
  on(endpoints.createCompany, async (c) => {
    const created = await createCompany(db, userOf(c), c.req.valid('json'));
    await sendInvitation(deps, created.admin, created.inviter);
    return c.json(created.company, 201);
  });
  on(endpoints.setCompanyStatus, async (c) => {
    const { status } = c.req.valid('json');
    return c.json(await setCompanyStatus(db, userOf(c), c.req.param('id'), status));
  });

  /** A company's mail limits and usage; raising them applies to its next send. */
  on(endpoints.mailLimits, async (c) => c.json(await getMailLimits(db, c.req.param('id'))));
  on(endpoints.saveMailLimits, async (c) => c.json(await setMailLimits(db, userOf(c), c.req.param('id'), c.req.valid('json'))));

  on(endpoints.users, async (c) => c.json({ items: await searchUsers(db, c.req.valid('query').q) }));
  on(endpoints.setManager, async (c) => {
    const { isManager } = c.req.valid('json');
    return c.json(await setManager(db, userOf(c), c.req.param('id'), isManager));
  });
  on(endpoints.sendPasswordReset, async (c) => {
    const manager = userOf(c);
    const user = await getUser(db, c.req.param('id'));
    await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/login' } });
    await recordOperation(
      db,
      { userId: manager.id, companyId: null, oemId: null },
      {
        operationType: 'admin.user.reset-password',
        targetType: 'user',
        targetId: user.id,
        detail: { name: user.name },
      },
    );
    return c.json({ ok: true as const });
  });

  on(endpoints.history, async (c) => c.json({ items: await queryHistory(db, { companyId: null }, c.req.valid('query')), types: [] }));
  return app;
}
