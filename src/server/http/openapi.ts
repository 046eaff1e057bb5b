import type { Hono } from 'hono';
import { z } from 'zod';
import { changeEmailInput, confirmTokenInput, updateAccountInput } from '@/core/schemas/account';
import { createCompanyInput, createOemInput, updateCompanyStatusInput, updateOemInput, updateUserInput } from '@/core/schemas/admin';
import { signInInput } from '@/core/schemas/auth';
import { customerInput } from '@/core/schemas/customers';
import { bankAccountInput, companyProfileInput, documentSettingsInput } from '@/core/schemas/document-settings';
import { convertDocumentInput, documentInput, documentStatusInput, sendDocumentInput } from '@/core/schemas/documents';
import {
  addToCartInput,
  categoryInput,
  menuItemInput,
  placeOrderInput,
  reorderInput,
  seatInput,
  updateCartQuantityInput,
  updateOrderStatusInput,
} from '@/core/schemas/orders';
import { productInput } from '@/core/schemas/products';
import { registerInput } from '@/core/schemas/register';
import { inviteStaffInput, updateStaffInput } from '@/core/schemas/staff';

/** Request bodies of the API, from the same zod schemas the server validates with. */
const bodies: Record<string, z.ZodType> = {
  'POST /api/auth/sign-in/email': signInInput,
  'PATCH /api/settings/company': companyProfileInput.partial(),
  'POST /api/settings/bank-accounts': bankAccountInput,
  'PATCH /api/settings/bank-accounts/{id}': bankAccountInput,
  'PUT /api/settings/documents': documentSettingsInput,
  'POST /api/documents/{kind}': documentInput,
  'PUT /api/documents/{kind}/{id}': documentInput,
  'POST /api/documents/{kind}/{id}/convert': convertDocumentInput,
  'POST /api/documents/{kind}/{id}/status': documentStatusInput,
  'POST /api/documents/{kind}/{id}/send': sendDocumentInput,
  'POST /api/staff': inviteStaffInput,
  'PATCH /api/staff/{id}': updateStaffInput,
  'PATCH /api/account': updateAccountInput,
  'POST /api/account/email': changeEmailInput,
  'POST /api/account/email/confirm': confirmTokenInput,
  'POST /api/register': registerInput,
  'POST /api/register/verify': confirmTokenInput,
  'POST /api/admin/oems': createOemInput,
  'PATCH /api/admin/oems/{id}': updateOemInput,
  'POST /api/admin/companies': createCompanyInput,
  'PATCH /api/admin/companies/{id}': updateCompanyStatusInput,
  'PATCH /api/admin/users/{id}': updateUserInput,
  'POST /api/products': productInput,
  'PATCH /api/products/{id}': productInput.partial(),
  'POST /api/customers': customerInput,
  'PATCH /api/customers/{id}': customerInput.partial(),
  'POST /api/seats': seatInput,
  'PATCH /api/seats/{id}': seatInput,
  'PUT /api/seats/order': reorderInput,
  'POST /api/menu/categories': categoryInput,
  'PATCH /api/menu/categories/{id}': categoryInput,
  'POST /api/menu/items': menuItemInput,
  'PATCH /api/menu/items/{id}': menuItemInput.partial(),
  'PATCH /api/orders/{id}': updateOrderStatusInput,
  'POST /api/mobile-order/{companyId}/{seatId}/cart/items': addToCartInput,
  'PATCH /api/mobile-order/{companyId}/{seatId}/cart/items/{itemId}': updateCartQuantityInput,
  'POST /api/mobile-order/{companyId}/{seatId}/orders': placeOrderInput,
};

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string', description: '日本語のメッセージ' } } },
  },
};

/** /api/openapi.json: every route the app serves, with the request bodies it validates. */
export function openApiDocument(app: Hono<never>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase();
    const body = bodies[`${route.method} ${path}`];
    paths[path] ??= {};
    paths[path][method] = {
      ...(body
        ? { requestBody: { content: { 'application/json': { schema: z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) } } } }
        : {}),
      responses: {
        '200': { description: 'OK' },
        '4XX': { description: 'エラー', content: { 'application/json': { schema: errorSchema } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'kanri API', version: '1' }, paths };
}
