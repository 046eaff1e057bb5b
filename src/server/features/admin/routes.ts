import { Hono } from 'hono';
import {
  createCompanyInput,
  createOemInput,
  mailLimitsInput,
  partnerParametersInput,
  updateCompanyStatusInput,
  updateOemInput,
  updateUserInput,
} from '@/core/schemas/admin';
import { historyQuery } from '@/core/schemas/history';
import { queryHistory } from '../../audit/query-history';
import { recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { sendInvitation } from '../../auth/invitation';
import { userOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { jsonBody, queryParams } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';
import { createCompany, listCompanies, setCompanyStatus } from './companies';
import { getMailLimits, setMailLimits } from './mail-limits';
import { createOem, deleteOem, listOems, updateOem } from './oems';
import { listPartnerParameters, replacePartnerParameters } from './partner-parameters';
import { getUser, searchUsers, setManager } from './users';

/** プラットフォーム管理: managers on the main host only (guardApi). Every action is logged. */
export function adminRoutes(deps: { db: Db; auth: Auth; config: Config; mailer: Mailer }) {
  const { db, auth } = deps;
  const app = new Hono<AppEnv>();

  app.get('/oems', async (c) => c.json({ items: await listOems(db) }));
  app.post('/oems', jsonBody(createOemInput), async (c) => c.json(await createOem(db, userOf(c), c.req.valid('json')), 201));
  app.patch('/oems/:id', jsonBody(updateOemInput), async (c) =>
    c.json(await updateOem(db, userOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  app.delete('/oems/:id', async (c) => {
    await deleteOem(db, userOf(c), c.req.param('id'));
    return c.body(null, 204);
  });

  /** Remote config of the partner: every parameter read and replaced at once. */
  app.get('/oems/:id/parameters', async (c) => c.json({ items: await listPartnerParameters(db, c.req.param('id')) }));
  app.put('/oems/:id/parameters', jsonBody(partnerParametersInput), async (c) =>
    c.json({ items: await replacePartnerParameters(db, userOf(c), c.req.param('id'), c.req.valid('json')) }),
  );
  app.get('/companies', async (c) => c.json({ items: await listCompanies(db, { q: c.req.query('q'), oemId: c.req.query('oemId') }) }));
  app.post('/companies', jsonBody(createCompanyInput), async (c) => {
    const created = await createCompany(db, userOf(c), c.req.valid('json'));
    await sendInvitation(deps, created.admin, created.inviter);
    return c.json(created.company, 201);
  });
  app.patch('/companies/:id', jsonBody(updateCompanyStatusInput), async (c) => {
    const { status } = c.req.valid('json');
    return c.json(await setCompanyStatus(db, userOf(c), c.req.param('id'), status));
  });

  /** A company's mail limits and usage; raising them applies to its next send. */
  app.get('/companies/:id/mail-limits', async (c) => c.json(await getMailLimits(db, c.req.param('id'))));
  app.put('/companies/:id/mail-limits', jsonBody(mailLimitsInput), async (c) =>
    c.json(await setMailLimits(db, userOf(c), c.req.param('id'), c.req.valid('json'))),
  );

  app.get('/users', async (c) => c.json({ items: await searchUsers(db, c.req.query('q')) }));
  app.patch('/users/:id', jsonBody(updateUserInput), async (c) => {
    const { isManager } = c.req.valid('json');
    return c.json(await setManager(db, userOf(c), c.req.param('id'), isManager));
  });
  app.post('/users/:id/reset-password', async (c) => {
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
    return c.json({ ok: true });
  });

  app.get('/history', queryParams(historyQuery), async (c) =>
    c.json({ items: await queryHistory(db, { companyId: null }, c.req.valid('query')), types: [] }),
  );
  return app;
}
