import { staffEndpoints as endpoints } from '@/core/contracts/staff';
import { recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { sendInvitation } from '../../auth/invitation';
import { companyUserOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv, CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import type { AccountMailer } from '../../mail/account-mail';
import { chargeMail } from '../../mail/mail-budget';
import { inviteStaff } from './invite-staff';
import { getStaff, listStaff } from './queries';
import { updateStaff } from './update-staff';

/** 担当者管理 (/staff): admins only, by the shared permission table in guardApi. */
export function staffRoutes(deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer }) {
  const { db } = deps;
  const { app, on } = contractRouter<AppEnv>('/api/staff');
  const invite = (actor: CompanyUser) => (user: Parameters<typeof sendInvitation>[1]) =>
    sendInvitation(deps, user, { companyName: actor.company.name, partnerName: actor.oem?.name ?? '' });

  on(endpoints.list, async (c) => c.json({ items: await listStaff(db, companyUserOf(c).companyId) }));

  on(endpoints.invite, async (c) => {
    const actor = companyUserOf(c);
    return c.json(await inviteStaff(deps, actor, c.req.valid('json'), invite(actor)), 201);
  });

  on(endpoints.update, async (c) => c.json(await updateStaff(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));

  on(endpoints.resendInvitation, async (c) => {
    const actor = companyUserOf(c);
    const member = await getStaff(db, actor.companyId, c.req.param('id'));
    if (member.status !== 'invited') throw new AppError(400, 'NOT_INVITED', 'この担当者はすでにパスワードを設定済みです');
    await chargeMail(db, actor, { to: member.email });
    await invite(actor)(member);
    await recordOperation(
      db,
      { userId: actor.id, companyId: actor.companyId, oemId: actor.oemId },
      {
        operationType: 'staff.resend-invitation',
        targetType: 'staff',
        targetId: member.id,
        detail: { name: member.name },
      },
    );
    return c.json({ ok: true as const });
  });
  return app;
}
