import { z } from 'zod';
import { endpoint } from './endpoint';

/** One address of a 郵便番号 (a code may cover several 町域; `town` is empty for a whole-city code). */
export const postalAddress = z.object({ postalCode: z.string(), prefecture: z.string(), city: z.string(), town: z.string() });
export type PostalAddress = z.output<typeof postalAddress>;

export const postalCodeEndpoints = {
  /** An unknown or malformed code answers no addresses, not an error. */
  lookup: endpoint({
    method: 'GET',
    path: '/api/postal-codes/:code',
    summary: '郵便番号の住所',
    response: z.object({ addresses: z.array(postalAddress) }),
    errors: [],
  }),
};
