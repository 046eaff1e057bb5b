import { z } from 'zod';
import { permissionFlags } from '../permissions';
import { endpoint } from './endpoint';

/** What the browser reads before it draws anything (/api/host, /api/me, /api/remote-config): signed in or not. */

export const oem = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['standard', 'mobile-order']),
  bg: z.string(),
  text: z.string(),
  showHistory: z.boolean(),
});
export type Oem = z.output<typeof oem>;

export const hostInfo = z.object({
  mainHost: z.string(),
  isMainHost: z.boolean(),
  /** The subdomain of the request, when it is one of MAIN_HOST. */
  subdomain: z.string().nullable(),
  /** The partner of that subdomain, or null when there is none of that id. */
  oem: oem.nullable(),
});
export type HostInfo = z.output<typeof hostInfo>;

const permissions = z.object(
  Object.fromEntries(permissionFlags.map((flag) => [flag, z.boolean().optional()])) as {
    [F in (typeof permissionFlags)[number]]: z.ZodOptional<z.ZodBoolean>;
  },
);

export const profile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  isManager: z.boolean(),
  permissions,
  companyId: z.string().nullable(),
  oemId: z.string().nullable(),
});
export type Profile = z.output<typeof profile>;

export const me = z.object({
  user: profile,
  company: z.object({ id: z.string(), name: z.string(), storeName: z.string() }).nullable(),
  oem: oem.nullable(),
});
export type Me = z.output<typeof me>;

/**
 * Where a signed-in user belongs: a manager on the main host, anyone else on their partner's.
 * /api/me tells it, in its 403 WRONG_HOST, on any other host (the partner's id and name).
 */
export const userHome = z.object({ isManager: z.boolean(), oemId: z.string().nullable(), oemName: z.string().nullable() });
export type UserHome = z.output<typeof userHome>;

export const shellEndpoints = {
  host: endpoint({
    method: 'GET',
    path: '/api/host',
    summary: 'ホストとそのパートナー',
    response: hostInfo,
    errors: [],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    summary: 'ログイン中のユーザー、会社とパートナー',
    response: me,
    errors: [],
  }),
  /**
   * The page's first question, answered 200 whether or not anyone is signed in (a browser writes
   * every 401 to its console as an error, which a signed-out visitor's page must not show); on
   * another host than the user's, 403 WRONG_HOST with where the user belongs, as /api/me.
   */
  session: endpoint({
    method: 'GET',
    path: '/api/session',
    summary: 'このブラウザのログイン状態（未ログインなら me は null）',
    response: z.object({ me: me.nullable() }),
    errors: ['WRONG_HOST'],
  }),
  remoteConfig: endpoint({
    method: 'GET',
    path: '/api/remote-config',
    summary: 'ホストのパートナーのリモート設定',
    response: z.object({ values: z.record(z.string(), z.string()) }),
    errors: [],
  }),
};
