import type { TaxCategory } from './money';
import type { OrderStatus } from './order-rules';
import type { OemType, Permissions } from './permissions';
import type { honorifics, PaymentTerms } from './schemas/customers';

/** Shapes the API returns and the web app reads; kept here so both sides agree. */

export const defaultOemColour = '#4a5565';

export type Oem = {
  id: string;
  name: string;
  type: OemType;
  bg: string;
  text: string;
  showHistory: boolean;
};

export type HostInfo = {
  mainHost: string;
  isMainHost: boolean;
  /** The subdomain of the request, when it is one of MAIN_HOST. */
  subdomain: string | null;
  /** The partner of that subdomain, or null when there is none of that id. */
  oem: Oem | null;
};

export type Profile = {
  id: string;
  email: string;
  name: string;
  role: string;
  isManager: boolean;
  permissions: Permissions;
  companyId: string | null;
  oemId: string | null;
};

export type Company = { id: string; name: string; storeName: string };

export type Me = { user: Profile; company: Company | null; oem: Oem | null };

export type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** A product as /api/products returns it; prices in integer yen, tax-exclusive. */
export type Product = {
  id: string;
  code: string;
  name: string;
  kana: string;
  unit: string;
  unitPrice: number;
  taxCategory: TaxCategory;
  costPrice: number | null;
  description: string;
  imageFileId: string | null;
  imageUrl: string | null;
  isActive: boolean;
  updatedAt: string;
};

/** A customer as /api/customers returns it. An empty registration number: not a registered issuer. */
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

/** Ordering: the menu as diners and staff read it, and a placed order. */
export type MenuCategory = { id: string; name: string; sortOrder: number };

export type MenuItem = {
  id: string;
  categoryId: string | null;
  name: string;
  price: number;
  description: string;
  imageUrl: string | null;
  /** Staff menu only: the uploaded image behind imageUrl. */
  imageFileId?: string | null;
  isSoldOut: boolean;
  sortOrder: number;
};

export type Menu = { categories: MenuCategory[]; items: MenuItem[] };

export type OrderLine = { itemId: string; name: string; price: number; quantity: number };

export type Order = {
  id: string;
  orderNo: string;
  seatId?: string | null;
  seatName: string;
  items: OrderLine[];
  totalAmount: number;
  note: string;
  status: OrderStatus;
  createdAt: number;
};
