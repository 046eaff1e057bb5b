import { hashPassword } from 'better-auth/crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { strictKeys } from '@/core/schemas/common';
import { registrationNumberField } from '@/core/schemas/japanese-fields';
import { permissionsSchema } from '@/core/schemas/staff';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dinerUrl } from '../features/orders/list-seats';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validate';
import { seedTestCompany, testPassword } from './seed-company';

const seedCompanyInput = z.strictObject(
  {
    type: z.enum(['standard', 'mobile-order'], { error: 'type は standard か mobile-order です' }).default('mobile-order'),
    companyName: z.string().trim().min(1).max(100).optional(),
    storeName: z.string().trim().max(100).optional(),
    registrationNumber: registrationNumberField(),
    staffPermissions: permissionsSchema.optional(),
  },
  strictKeys,
);

/**
 * Test-only seeding for the browser tests: one call makes a partner, company and accounts
 * (password `testPassword`), and for a restaurant partner a seat and a small menu. Mounted
 * by createApp only when NODE_ENV=test, which the config allows only on localhost.
 */
export function testRoutes({ db, config }: { db: Db; config: Config }) {
  const app = new Hono<AppEnv>();
  const hash = hashPassword(testPassword);

  app.post('/companies', jsonBody(seedCompanyInput), async (c) => {
    const input = c.req.valid('json');
    const seeded = await seedTestCompany(db, await hash, { ...input, menu: input.type === 'mobile-order' });
    return c.json(answer(config, seeded), 201);
  });
  return app;
}

/** What the browser tests get back: ids, e-mails, the password and the seat's diner URL. */
function answer(config: Config, seeded: Awaited<ReturnType<typeof seedTestCompany>>) {
  const { seat, ...rest } = seeded;
  return {
    ...rest,
    password: testPassword,
    seat: seat ? { id: seat.id, name: seat.name, dinerUrl: dinerUrl(config, seeded, seat.token) } : null,
  };
}

export type SeededCompany = ReturnType<typeof answer>;
