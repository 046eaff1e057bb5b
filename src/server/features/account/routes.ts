import { eq } from 'drizzle-orm';
import { accountEndpoints as endpoints } from '@/core/contracts/account';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { userOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import type { AccountMailer } from '../../mail/account-mail';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions';

/** マイページ: the signed-in user's own account; no permission flag needed. */
export function accountRoutes(deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer }) {
  const { db, auth } = deps;
  const { app, on } = contractRouter<AppEnv>('/api/account');

  on(endpoints.update, async (c) => {
    const user = userOf(c);
    const { name } = c.req.valid('json');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, user.id));
      await recordOperation(tx, actorOf(user), {
        operationType: 'account.update',
        targetType: 'user',
        targetId: user.id,
        detail: { name },
      });
    });
    return c.json({ name });
  });

  on(endpoints.requestEmailChange, async (c) => {
    await requestEmailChange(deps, userOf(c), c.req.valid('json'));
    return c.json({ ok: true as const });
  });
  on(endpoints.confirmEmailChange, async (c) => {
    const { token } = c.req.valid('json');
    return c.json(await confirmEmailChange(db, auth, userOf(c), token));
  });

  on(endpoints.sessions, async (c) => c.json({ items: await listSessions(db, userOf(c).id, c.get('sessionId')) }));
  on(endpoints.revokeOtherSessions, async (c) => {
    const user = userOf(c);
    return c.json({ revoked: await revokeOtherSessions(db, user.id, c.get('sessionId') ?? '') });
  });
  // No content: an answer the contracts cannot declare yet, so this route is registered as before.
  on(endpoints.revokeSession, async (c) => {
    await revokeSession(db, userOf(c).id, c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
