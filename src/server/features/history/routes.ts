import { Hono } from 'hono';
import type { HistoryResponse } from '@/core/api-types-admin';
import { isAdminRole } from '@/core/permissions';
import { historyQuery } from '@/core/schemas/history';
import { historyTypes, queryHistory } from '../../audit/query-history';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';

/** 操作履歴: read-only (append-only log). Admins see the company's entries, role user their own. */
export function historyRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/', queryParams(historyQuery), async (c) => {
    const user = companyUserOf(c);
    const scope = { companyId: user.companyId, userId: isAdminRole(user.role) ? undefined : user.id };
    const [items, types] = await Promise.all([queryHistory(db, scope, c.req.valid('query')), historyTypes(db, scope)]);
    const body: HistoryResponse = { items, types };
    return c.json(body);
  });
  return app;
}
