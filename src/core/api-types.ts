import type { OemType, Permissions } from './permissions';

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
