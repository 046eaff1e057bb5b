import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { isDatabaseUnavailable } from './availability';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** As drizzle reports a failed query: its own error, the driver's as the cause. */
const failedQuery = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('what counts as the database being away', () => {
  it('connection losses, refusals and shutdowns, also when wrapped by the query builder', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(error)), error.message).toBe(true);
    }
  });

  it('not a query that is wrong or refused by a rule', () => {
    for (const error of [
      pgError('23505', 'duplicate key value'),
      pgError('42601', 'syntax error'),
      pgError('40001', 'could not serialize'),
      new Error('boom'),
    ]) {
      expect(isDatabaseUnavailable(failedQuery(error)), error.message).toBe(false);
    }
  });
});

describe('health', () => {
  it('liveness answers without the database; readiness says what it checked', async () => {
    const t = await createTestContext();
    try {
      const live = await t.request(t.hostOf(null), '/api/health/live');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ ok: true });
      for (const path of ['/api/health', '/api/health/ready']) {
        const ready = await t.request(t.hostOf(null), path);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ ok: true, liveEvents: 'listening', database: 'reachable' });
      }
    } finally {
      await t.close();
    }
  });
});
