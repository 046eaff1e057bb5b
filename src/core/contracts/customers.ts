import { z } from 'zod';
import { pdfLanguages } from '../pdf-languages';
import { customerInput, honorifics } from '../schemas/customers';
import { endpoint } from './endpoint';
import { masterDataEndpoints } from './master-data';

/** 顧客管理 (/api/customers, flag customer). */

/** 締め日 and 支払日 are 1–28, or 31 for 末; 支払月 0 当月 … 3 3ヶ月後. */
const paymentTerms = z.object({ closingDay: z.number(), paymentMonthOffset: z.number(), paymentDay: z.number() });

/** A customer as the API answers it. An empty registration number: not a registered issuer. */
export const customer = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kana: z.string(),
  honorific: z.enum(honorifics),
  department: z.string(),
  contactPerson: z.string(),
  postalCode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  registrationNumber: z.string(),
  isRegisteredIssuer: z.boolean(),
  paymentTerms: paymentTerms.nullable(),
  /** 帳票の言語 of the PDFs issued to this customer. */
  pdfLanguage: z.enum(pdfLanguages),
  notes: z.string(),
  isActive: z.boolean(),
  /** Set once the customer's personal data was erased on request: the row is then read-only and no longer chosen. */
  erasedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Customer = z.output<typeof customer>;

export const customerEndpoints = {
  ...masterDataEndpoints('customers', {
    label: '顧客',
    row: customer,
    input: customerInput,
    filters: { active: z.string().optional(), honorific: z.string().optional() },
    referenceErrors: [],
    lockedErrors: ['CUSTOMER_ERASED'],
  }),
  /** 個人情報の消去 on the customer's request: administrators only; issued documents stay as they were. */
  erase: endpoint({
    method: 'POST',
    path: '/api/customers/:id/erase',
    summary: '顧客の個人情報を消去する',
    response: customer,
    errors: ['NOT_FOUND', 'CUSTOMER_ERASED'],
  }),
};
