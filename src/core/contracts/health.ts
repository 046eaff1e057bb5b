import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Health for supervisors and load balancers, and the API document. A readiness that is not ready
 * answers 503 with the same report (`ok: false`), not an error.
 */
export const readiness = z.object({
  ok: z.boolean(),
  liveEvents: z.enum(['listening', 'reconnecting']),
  database: z.enum(['reachable', 'unreachable']),
  /** Only while the process is stopping (SIGTERM). */
  stopping: z.literal(true).optional(),
});
export type Readiness = z.output<typeof readiness>;

export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    summary: 'プロセスが応答するか',
    response: z.object({ ok: z.literal(true) }),
    errors: [],
  }),
  health: endpoint({ method: 'GET', path: '/api/health', summary: 'トラフィックを受けられるか', response: readiness, errors: [] }),
  ready: endpoint({ method: 'GET', path: '/api/health/ready', summary: 'トラフィックを受けられるか', response: readiness, errors: [] }),
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'この API の OpenAPI 文書',
    response: z.object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
    errors: [],
  }),
};
