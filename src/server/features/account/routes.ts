import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { changeEmailInput, confirmTokenInput, updateAccountInput } from '@/core/schemas/account';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { userOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions';

/** マイページ: the signed-in user's own account; no permission flag needed. */
export function accountRoutes(deps: { db: Db; auth: Auth; config: Config; mailer: Mailer }) {
  const { db, auth } = deps;
  const app = new Hono<AppEnv>();

  app.patch('/', jsonBody(updateAccountInput), async (c) => {
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

  app.post('/email', jsonBody(changeEmailInput), async (c) => {
    await requestEmailChange(deps, userOf(c), c.req.valid('json'));
    return c.json({ ok: true });
  });
  app.post('/email/confirm', jsonBody(confirmTokenInput), async (c) => {
    const { token } = c.req.valid('json');
    return c.json(await confirmEmailChange(db, auth, userOf(c), token));
  });

  app.get('/sessions', async (c) => c.json({ items: await listSessions(db, userOf(c).id, c.get('sessionId')) }));
  app.post('/sessions/revoke-others', async (c) => {
    const user = userOf(c);
    return c.json({ revoked: await revokeOtherSessions(db, user.id, c.get('sessionId') ?? '') });
  });
  app.delete('/sessions/:id', async (c) => {
    await revokeSession(db, userOf(c).id, c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
