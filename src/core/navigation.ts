import type { HostInfo, Me, UserHome } from './contracts/shell';
import { hostOrigin } from './hosts';
import { accessSubjectOf, checkAccess, managerArea } from './permissions';

/**
 * The routing guard of the specification (section 2 "Routing guard", section 5
 * "Subdomain check"), as a pure function of what the browser knows.
 */

export type AuthState = 'unknown' | 'signed-out' | 'signed-in';

export type Layout = 'shell' | 'bare' | 'mobile-order' | 'lp' | 'admin';

export type NavigationInput = {
  pathname: string;
  search: string;
  host: HostInfo;
  origin: { protocol: string; port: string };
  auth: AuthState;
  /** undefined while the profile is loading. */
  me: Me | null | undefined;
  /** Set when /api/me refused this host (403 WRONG_HOST): where the signed-in user belongs. */
  wrongHost?: UserHome | null;
};

export type NavigationDecision =
  | { kind: 'loading' }
  | { kind: 'unknown-host' }
  | { kind: 'render'; layout: Layout; companyScoped: boolean }
  | { kind: 'redirect'; to: string; message?: string }
  | { kind: 'leave'; url: string }
  /** Signed in on another partner's site: say whose site the account belongs to, sign out here, then go there. */
  | { kind: 'wrong-site'; message: string; url: string; linkLabel: string }
  | { kind: 'sign-out'; message: string };

const bareScreens = ['/login', '/register', '/success', '/cancel'];
const publicScreens = ['/mobile-order', '/lp'];

export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

// The URL parser drops TAB, LF and CR anywhere and reads "\\" as "/", so a path holding
// them can resolve to "//evil.example"; other C0 controls and DEL have no place in a path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what is refused.
const unsafeCharacter = /[\u0000-\u001f\u007f\\]/;
const sentinelOrigin = 'http://return-path.invalid';

const decodeOnce = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Only a same-origin path is followed from `?url=`. A browser would turn "/\t/evil.example"
 * or "/\\evil" into "//evil.example", another origin, so such forms are refused as given
 * and once more decoded; what is left must still resolve on this origin.
 */
export function safeReturnPath(url: string | null): string | null {
  if (!url) return null;
  for (const form of [url, decodeOnce(url)]) {
    if (!form.startsWith('/') || form.startsWith('//') || unsafeCharacter.test(form)) return null;
  }
  const resolved = new URL(url, sentinelOrigin);
  if (resolved.origin !== sentinelOrigin || resolved.pathname.startsWith('//')) return null;
  return url;
}

export function loginPathFor(pathname: string, search: string): string {
  return `/login/?url=${encodeURIComponent(pathname + search)}`;
}

/** A signed-in user on a host that is not theirs is signed out here or sent to their own; null when on it. */
function hostRule(input: NavigationInput, user: Pick<UserHome, 'isManager' | 'oemId'>): NavigationDecision | null {
  const { host } = input;
  const base = { protocol: input.origin.protocol, mainHost: host.mainHost, port: input.origin.port };
  if (host.isMainHost && !user.isManager) return { kind: 'sign-out', message: 'URLを確認してください' };
  if (user.isManager && !host.isMainHost) return { kind: 'leave', url: `${hostOrigin(base, null)}${managerArea.path}` };
  if (!user.isManager && user.oemId !== host.subdomain) return { kind: 'leave', url: `${hostOrigin(base, user.oemId)}/` };
  return null;
}

/**
 * The session cookie belongs to this host only, so sending the user to their own site silently
 * would land them on a login page as if the password had been wrong: the page says why first.
 */
function wrongSite(input: NavigationInput, home: UserHome): NavigationDecision | null {
  const rule = hostRule(input, home);
  const base = { protocol: input.origin.protocol, mainHost: input.host.mainHost, port: input.origin.port };
  // On the main host a partner's user is sent to the partner's site too, when the answer names it.
  const leaveTo =
    rule?.kind === 'leave' ? new URL(rule.url).origin : rule?.kind === 'sign-out' && home.oemId ? hostOrigin(base, home.oemId) : null;
  if (!leaveTo) return rule;
  const url = `${leaveTo}/login`;
  return home.isManager
    ? { kind: 'wrong-site', message: 'このアカウントは管理サイトでご利用いただけます', url, linkLabel: '管理サイトへ移動' }
    : {
        kind: 'wrong-site',
        message: `このアカウントは${home.oemName ?? '別のパートナー'}のサイトでご利用いただけます`,
        url,
        linkLabel: `${home.oemName ?? 'ご利用のサイト'}へ移動`,
      };
}

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { pathname, host, auth, me } = input;
  const isPublic = publicScreens.some((p) => isUnder(pathname, p));
  if (!host.isMainHost && !host.oem) return { kind: 'unknown-host' };
  if (isPublic) return { kind: 'render', layout: isUnder(pathname, '/lp') ? 'lp' : 'mobile-order', companyScoped: false };
  // The server refuses the profile off the user's own host; its answer says where that is.
  if (input.wrongHost) return wrongSite(input, input.wrongHost) ?? { kind: 'sign-out', message: 'URLを確認してください' };
  if (auth === 'unknown') return { kind: 'loading' };

  const isBare = bareScreens.some((p) => isUnder(pathname, p));
  if (auth === 'signed-out') {
    return isBare
      ? { kind: 'render', layout: 'bare', companyScoped: false }
      : { kind: 'redirect', to: loginPathFor(pathname, input.search) };
  }
  if (me === undefined) return { kind: 'loading' };
  if (me === null) {
    // Signed in without a profile ('nodata'): only the bare screens and logout are offered.
    return isBare ? { kind: 'render', layout: 'bare', companyScoped: false } : { kind: 'render', layout: 'shell', companyScoped: false };
  }

  const { user } = me;
  const elsewhere = hostRule(input, user);
  if (elsewhere) return elsewhere;

  if (isUnder(pathname, '/login') || isUnder(pathname, '/register')) {
    const returnTo = safeReturnPath(new URLSearchParams(input.search).get('url'));
    return { kind: 'redirect', to: returnTo ?? '/' };
  }
  if (user.isManager) {
    return isUnder(pathname, managerArea.path)
      ? { kind: 'render', layout: 'admin', companyScoped: false }
      : { kind: 'redirect', to: managerArea.path };
  }
  if (isUnder(pathname, managerArea.path)) return { kind: 'redirect', to: '/' };
  if (isBare) return { kind: 'render', layout: 'bare', companyScoped: false };

  const access = checkAccess(accessSubjectOf(user, me.oem), pathname);
  if (!access.allowed) return { kind: 'redirect', to: '/', message: access.message };
  return { kind: 'render', layout: 'shell', companyScoped: me.oem?.type === 'mobile-order' && me.company !== null };
}
