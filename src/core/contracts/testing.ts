import { z } from 'zod';
import { strictKeys } from '../schemas/common';
import { registrationNumberField } from '../schemas/japanese-fields';
import { permissionsSchema } from '../schemas/staff';
import { endpoint } from './endpoint';

/**
 * Seeding for the browser tests (POST /api/test/companies), served only under NODE_ENV=test:
 * one call makes a partner, a company and accounts, and for a restaurant a seat and a small menu.
 */
export const seedCompanyInput = z.strictObject(
  {
    type: z.enum(['standard', 'mobile-order'], { error: 'type は standard か mobile-order です' }).default('mobile-order'),
    companyName: z.string().trim().min(1).max(100).optional(),
    storeName: z.string().trim().max(100).optional(),
    registrationNumber: registrationNumberField(),
    staffPermissions: permissionsSchema.optional(),
  },
  strictKeys,
);

const seededAccount = z.object({ id: z.string(), email: z.string(), name: z.string() });

/** What the browser tests get back: ids, e-mails, the password of every account and the seat's diner URL. */
export const seededCompany = z.object({
  oemId: z.string(),
  oemName: z.string(),
  type: z.enum(['standard', 'mobile-order']),
  companyId: z.string(),
  companyName: z.string(),
  storeName: z.string(),
  admin: seededAccount,
  staff: seededAccount.nullable(),
  items: z.array(z.object({ id: z.string(), categoryId: z.string(), name: z.string(), price: z.number() })),
  password: z.string(),
  seat: z.object({ id: z.string(), name: z.string(), dinerUrl: z.string() }).nullable(),
});
export type SeededCompany = z.output<typeof seededCompany>;

export const testingEndpoints = {
  seedCompany: endpoint({
    method: 'POST',
    path: '/api/test/companies',
    summary: '試験用の会社を作る(NODE_ENV=test のみ)',
    body: seedCompanyInput,
    status: 201,
    response: seededCompany,
    errors: [],
  }),
};
