import { staffEventsEndpoints } from '@/core/contracts/orders';
import { staffEventFilter } from '@/core/live-events';
import { accessSubjectOf } from '@/core/permissions';
import { companyUserOf, liveSessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import type { EventBus } from './bus';
import { streamEvents } from './stream';

type Deps = { db: Db; bus: EventBus; streamHeartbeatMs?: number };

/**
 * The staff screens' live stream (/api/events): new-order alert, orders, seats, menu,
 * documents, products, customers — each only for a user who may open its area.
 */
export function staffEventsRoutes(deps: Deps) {
  const { app, on } = contractRouter<AppEnv>('/api/events');
  on(staffEventsEndpoints.stream, (c) => {
    const user = companyUserOf(c);
    const filter = staffEventFilter(accessSubjectOf(user, user.oem));
    if (!filter) throw forbidden('リアルタイム更新を受信できる権限がありません');
    const sessionId = c.get('sessionId');
    const recheck = async () => {
      const fresh = await liveSessionUser(deps.db, sessionId, user.id);
      return fresh && fresh.companyId === user.companyId ? staffEventFilter(accessSubjectOf(fresh, fresh.oem)) : null;
    };
    const keys = [`user:${user.id}`, `company:${user.companyId}`, `oem:${user.oemId}`];
    return streamEvents(c, deps, user.companyId, ['company', 'menu'], { filter, keys, recheck });
  });
  return app;
}
