/**
 * Drift the compiler must refuse (`npm run typecheck`): each `@ts-expect-error` below marks an
 * answer, an error code or an event that no longer matches its contract. Were any of them
 * accepted, the unused directive itself would fail the type check. Nothing imports this file.
 */
import { z } from 'zod';
import { dinerRoutes } from '@/core/contracts/diner-routes';
import { endpoint, route } from '@/core/contracts/endpoint';
import type { mobileOrderEndpoints } from '@/core/contracts/mobile-order';
import { staffEndpoints } from '@/core/contracts/staff';
import type { CompanyEvents } from '@/core/live-events';
import { call } from '@/web/lib/api';
import { contractRouter } from '../http/contract-router';

const { on } = contractRouter('/api/staff');
const member = {
  id: 'm1',
  name: '山田',
  email: 'a@example.jp',
  role: 'user' as const,
  permissions: {},
  status: 'active' as const,
  createdAt: '',
};

// A field the contract declares is missing from the answer.
// @ts-expect-error
on(staffEndpoints.list, (c) => c.json({ items: [{ ...member, email: undefined }] }));
// A field of another type.
// @ts-expect-error
on(staffEndpoints.update, (c) => c.json({ ...member, createdAt: 1 }));
// A 201 endpoint answered with another status.
// @ts-expect-error
on(staffEndpoints.invite, (c) => c.json(member, 200));
// The matching answers compile.
on(staffEndpoints.list, (c) => c.json({ items: [{ ...member, approves: ['請求書'] }] }));
on(staffEndpoints.invite, (c) => c.json(member, 201));

// A code outside the closed list cannot be declared.
// @ts-expect-error
endpoint({ method: 'GET', path: '/api/x', summary: '', response: z.object({}), errors: ['NO_SUCH_CODE'] });

// The web's call is typed by the contract: its answer, its body and its path parameters.
export async function calls() {
  const { items } = await call(staffEndpoints.list);
  // @ts-expect-error
  items[0]?.nickname;
  // @ts-expect-error
  await call(staffEndpoints.update, { params: { id: 'm1' }, body: { role: 'owner' } });
  // @ts-expect-error
  await call(staffEndpoints.update, { body: { name: '山田' } });
  await call(staffEndpoints.update, { params: { id: 'm1' }, body: { name: '山田' } });
}

// A live event's payload is typed by its event.
// @ts-expect-error
export const seatRequestHandled: CompanyEvents['seat-request.handled'] = { seatId: 's1' };

// A route without schemas (the diner's page) must name its endpoint's method and path.
// @ts-expect-error
route<typeof mobileOrderEndpoints.cart>('GET', '/api/mobile-order/:companyId/:seatId/kart');
// @ts-expect-error
route<typeof mobileOrderEndpoints.cart>('POST', '/api/mobile-order/:companyId/:seatId/cart');
// …and is called with its endpoint's input, answering its endpoint's type.
export async function dinerCalls() {
  // @ts-expect-error
  await call(dinerRoutes.cart, { params: { companyId: 'c1' } });
  const cart = await call(dinerRoutes.cart, { params: { companyId: 'c1', seatId: 's1' } });
  // @ts-expect-error
  cart.total;
  return cart.totalAmount;
}
