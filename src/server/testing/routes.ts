import { hashPassword } from 'better-auth/crypto';
import { testingEndpoints as endpoints, type SeededCompany } from '@/core/contracts/testing';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dinerUrl } from '../features/orders/list-seats';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { seedTestCompany, testPassword } from './seed-company';

/**
 * Test-only seeding for the browser tests: one call makes a partner, company and accounts
 * (password `testPassword`), and for a restaurant partner a seat and a small menu. Mounted
 * by createApp only when NODE_ENV=test, which the config allows only on localhost.
 */
export function testRoutes({ db, config }: { db: Db; config: Config }) {
  const { app, on } = contractRouter<AppEnv>('/api/test');
  const hash = hashPassword(testPassword);

  on(endpoints.seedCompany, async (c) => {
    const input = c.req.valid('json');
    const seeded = await seedTestCompany(db, await hash, { ...input, menu: input.type === 'mobile-order' });
    return c.json(answer(config, seeded), 201);
  });
  return app;
}

/** What the browser tests get back: ids, e-mails, the password and the seat's diner URL. */
function answer(config: Config, seeded: Awaited<ReturnType<typeof seedTestCompany>>): SeededCompany {
  const { seat, ...rest } = seeded;
  return {
    ...rest,
    password: testPassword,
    seat: seat ? { id: seat.id, name: seat.name, dinerUrl: dinerUrl(config, seeded, seat.token) } : null,
  };
}
