import { historyEndpoints as endpoints } from '@/core/contracts/history';
import { isAdminRole } from '@/core/permissions';
import { historyTypes, queryHistory } from '../../audit/query-history';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';

/** 操作履歴: read-only (append-only log). Admins see the company's entries, role user their own. */
export function historyRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/history');
  on(endpoints.list, async (c) => {
    const user = companyUserOf(c);
    const scope = { companyId: user.companyId, userId: isAdminRole(user.role) ? undefined : user.id };
    const [items, types] = await Promise.all([queryHistory(db, scope, c.req.valid('query')), historyTypes(db, scope)]);
    return c.json({ items, types });
  });
  return app;
}
