import type { honorifics, PaymentTerms } from '@/core/schemas/customers';

/** A customer as GET /api/customers returns it. An empty registration number: not a registered issuer. */
export type Customer = {
  id: string;
  code: string;
  name: string;
  kana: string;
  honorific: (typeof honorifics)[number];
  department: string;
  contactPerson: string;
  postalCode: string;
  address: string;
  phone: string;
  email: string;
  registrationNumber: string;
  isRegisteredIssuer: boolean;
  paymentTerms: PaymentTerms | null;
  notes: string;
  isActive: boolean;
  updatedAt: string;
};
