import type { MiddlewareHandler } from 'hono';
import { healthEndpoints as endpoints, type Readiness } from '@/core/contracts/health';
import { type DatabaseAvailability, databaseRetryAfterSeconds } from '../db/availability';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import type { EventBus } from '../realtime/bus';

/**
 * Liveness: the process answers (a supervisor restarts it when this fails). Readiness: a load
 * balancer takes an instance out while it cannot reach the database or cannot hear its events
 * (its staff would miss alerts), or while it is stopping.
 */
export function healthRoutes(deps: { bus: EventBus; availability: DatabaseAvailability; isStopping: () => boolean }) {
  const { app, on } = contractRouter<AppEnv>('/api/health');
  on(endpoints.live, (c) => c.json({ ok: true as const }));

  // An instance that is not ready answers here, ahead of the routes: its 503 is the same report
  // with `ok: false`, not an error, which the contract's check of error answers would refuse.
  const notReady: MiddlewareHandler<AppEnv> = async (c, next) => {
    const liveEvents = deps.bus.state;
    const database = (await deps.availability.check()) ? 'reachable' : 'unreachable';
    const stopping = deps.isStopping();
    if (liveEvents === 'listening' && database === 'reachable' && !stopping) return next();
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    const report: Readiness = { ok: false, liveEvents, database, ...(stopping ? { stopping: true as const } : {}) };
    return c.json(report, 503);
  };
  const ready = { ok: true, liveEvents: 'listening', database: 'reachable' } as const satisfies Readiness;
  app.get('/', notReady);
  app.get('/ready', notReady);
  on(endpoints.health, (c) => c.json(ready));
  on(endpoints.ready, (c) => c.json(ready));
  return app;
}
