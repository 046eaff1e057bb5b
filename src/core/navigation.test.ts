import { describe, expect, it } from 'vitest';
import type { HostInfo, Me } from './contracts/shell';
import { decideNavigation, type NavigationInput } from './navigation';

const demoOem = { id: 'demo', name: 'デモパートナー', type: 'mobile-order', bg: '#4a5565', text: '#4a5565', showHistory: true } as const;
const officeOem = {
  id: 'office',
  name: 'オフィスパートナー',
  type: 'standard',
  bg: '#1e3a8a',
  text: '#ffffff',
  showHistory: false,
} as const;
const demoHost: HostInfo = { mainHost: 'localhost', isMainHost: false, subdomain: 'demo', oem: demoOem };
const mainHostInfo: HostInfo = { mainHost: 'localhost', isMainHost: true, subdomain: null, oem: null };

const staff: Me = {
  user: {
    id: 'u1',
    email: 'staff@demo.example',
    name: '佐藤 花子',
    role: 'user',
    isManager: false,
    permissions: { products: true, quote: true },
    companyId: 'c1',
    oemId: 'demo',
  },
  company: { id: 'c1', name: 'デモ株式会社', storeName: 'デモ食堂' },
  oem: demoOem,
};
const manager: Me = {
  user: {
    id: 'm1',
    email: 'manager@example.com',
    name: '管理 者',
    role: 'admin',
    isManager: true,
    permissions: {},
    companyId: null,
    oemId: null,
  },
  company: null,
  oem: null,
};

function decide(over: Partial<NavigationInput>) {
  return decideNavigation({
    pathname: '/',
    search: '',
    host: demoHost,
    origin: { protocol: 'http:', port: '3000' },
    auth: 'signed-in',
    me: staff,
    ...over,
  });
}

describe('routing guard', () => {
  it('shows the loading overlay until auth and profile are known', () => {
    expect(decide({ auth: 'unknown', me: undefined })).toEqual({ kind: 'loading' });
    expect(decide({ auth: 'signed-in', me: undefined })).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out user to /login/ with the original path, and back after sign-in', () => {
    expect(decide({ auth: 'signed-out', me: null, pathname: '/products', search: '?q=ペン' })).toEqual({
      kind: 'redirect',
      to: `/login/?url=${encodeURIComponent('/products?q=ペン')}`,
    });
    expect(decide({ pathname: '/login/', search: '?url=%2Fproducts%3Fq%3D1' })).toEqual({ kind: 'redirect', to: '/products?q=1' });
    expect(decide({ pathname: '/login', search: '?url=https://evil.example' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/login', search: '?url=//evil.example' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/register' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('follows ?url= only to a same-origin path, refusing forms a browser reads as //host', () => {
    const returnTo = (url: string) => decide({ pathname: '/login', search: `?${new URLSearchParams({ url })}` });
    const evil = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t//evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '\\/\\/evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/..//evil.example',
      '/%2F/evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'evil.example/x',
      '',
    ];
    for (const url of evil) expect(returnTo(url), JSON.stringify(url)).toEqual({ kind: 'redirect', to: '/' });
    // The raw query, as a link would carry it: %09 arrives as a TAB.
    expect(decide({ pathname: '/login', search: '?url=/%09/evil.example' })).toEqual({ kind: 'redirect', to: '/' });
    expect(returnTo('/documents/quotation?q=ペン&page=2#list')).toEqual({
      kind: 'redirect',
      to: '/documents/quotation?q=ペン&page=2#list',
    });
    expect(returnTo('/products/%E5%95%86%E5%93%81')).toEqual({ kind: 'redirect', to: '/products/%E5%95%86%E5%93%81' });
  });

  it('lets /mobile-order and /lp through without sign-in, and shows bare screens without a sidebar', () => {
    expect(decide({ auth: 'unknown', me: undefined, pathname: '/mobile-order' })).toMatchObject({ kind: 'render', layout: 'mobile-order' });
    expect(decide({ auth: 'signed-out', me: null, pathname: '/lp' })).toMatchObject({ kind: 'render', layout: 'lp' });
    for (const pathname of ['/login', '/register', '/success', '/cancel']) {
      expect(decide({ auth: 'signed-out', me: null, pathname })).toMatchObject({ kind: 'render', layout: 'bare' });
    }
  });

  it('signs a non-manager out on the main host with URLを確認してください', () => {
    expect(decide({ host: mainHostInfo })).toEqual({ kind: 'sign-out', message: 'URLを確認してください' });
  });

  it('sends a user of another partner to their own host, and a manager to the main host /admin', () => {
    const officeHost: HostInfo = { mainHost: 'localhost', isMainHost: false, subdomain: 'office', oem: officeOem };
    expect(decide({ host: officeHost })).toEqual({ kind: 'leave', url: 'http://demo.localhost:3000/' });
    expect(decide({ me: manager })).toEqual({ kind: 'leave', url: 'http://localhost:3000/admin' });
  });

  it('when /api/me refuses the host (WRONG_HOST), says whose site the account belongs to and links to its login', () => {
    const refused = { auth: 'unknown', me: undefined } as const;
    const officeHost: HostInfo = { mainHost: 'localhost', isMainHost: false, subdomain: 'office', oem: officeOem };
    const demoUser = { isManager: false, oemId: 'demo', oemName: 'デモパートナー' };
    expect(decide({ ...refused, host: officeHost, wrongHost: demoUser })).toEqual({
      kind: 'wrong-site',
      message: 'このアカウントはデモパートナーのサイトでご利用いただけます',
      url: 'http://demo.localhost:3000/login',
      linkLabel: 'デモパートナーへ移動',
    });
    expect(decide({ ...refused, wrongHost: { isManager: true, oemId: null, oemName: null } })).toEqual({
      kind: 'wrong-site',
      message: 'このアカウントは管理サイトでご利用いただけます',
      url: 'http://localhost:3000/login',
      linkLabel: '管理サイトへ移動',
    });
    // Signed in on the main host: the partner's site is named and linked, like another partner's host.
    expect(decide({ ...refused, host: mainHostInfo, wrongHost: demoUser })).toEqual({
      kind: 'wrong-site',
      message: 'このアカウントはデモパートナーのサイトでご利用いただけます',
      url: 'http://demo.localhost:3000/login',
      linkLabel: 'デモパートナーへ移動',
    });
    expect(decide({ ...refused, host: mainHostInfo, wrongHost: { ...demoUser, oemId: null } })).toEqual({
      kind: 'sign-out',
      message: 'URLを確認してください',
    });
    // A refusal naming this very host cannot be followed: sign out rather than loop.
    expect(decide({ ...refused, wrongHost: demoUser })).toEqual({
      kind: 'sign-out',
      message: 'URLを確認してください',
    });
    expect(decide({ ...refused, pathname: '/mobile-order', wrongHost: { ...demoUser, oemId: 'office' } })).toMatchObject({
      kind: 'render',
      layout: 'mobile-order',
    });
  });

  it('keeps managers on /admin and everyone else off it', () => {
    expect(decide({ host: mainHostInfo, me: manager, pathname: '/products' })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ host: mainHostInfo, me: manager, pathname: '/admin/oems' })).toMatchObject({ kind: 'render', layout: 'admin' });
    expect(decide({ pathname: '/admin' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('redirects to / with the specification messages for roles and flags', () => {
    expect(decide({ pathname: '/master/' })).toEqual({ kind: 'redirect', to: '/', message: '設定には管理者権限が必要です' });
    expect(decide({ pathname: '/staff/' })).toEqual({ kind: 'redirect', to: '/', message: '担当者管理には管理者権限が必要です' });
    expect(decide({ pathname: '/customers' })).toEqual({ kind: 'redirect', to: '/', message: '顧客管理にアクセスする権限がありません' });
    expect(decide({ pathname: '/sales' })).toEqual({ kind: 'redirect', to: '/', message: '請求書管理にアクセスする権限がありません' });
    expect(decide({ pathname: '/order/seats' })).toEqual({ kind: 'redirect', to: '/', message: '座席設定にアクセスする権限がありません' });
    expect(decide({ pathname: '/products' })).toEqual({ kind: 'render', layout: 'shell', companyScoped: true });
    expect(decide({ pathname: '/order', search: '?tab=orders' })).toMatchObject({ kind: 'render', layout: 'shell' });
  });

  it('wraps pages of a mobile-order company only', () => {
    expect(decide({})).toEqual({ kind: 'render', layout: 'shell', companyScoped: true });
    const officeHost: HostInfo = { mainHost: 'localhost', isMainHost: false, subdomain: 'office', oem: officeOem };
    const officeAdmin: Me = { ...staff, user: { ...staff.user, role: 'admin', oemId: 'office' }, oem: officeOem };
    expect(decide({ host: officeHost, me: officeAdmin })).toEqual({ kind: 'render', layout: 'shell', companyScoped: false });
  });

  it('shows an unknown subdomain as an unknown host', () => {
    expect(decide({ host: { mainHost: 'localhost', isMainHost: false, subdomain: 'nosuch', oem: null } })).toEqual({
      kind: 'unknown-host',
    });
  });
});

describe('history', () => {
  it('is open where the partner shows it and sends users home elsewhere', () => {
    expect(decide({ pathname: '/history/' })).toMatchObject({ kind: 'render', layout: 'shell' });
    const officeOemHidden = { ...demoOem, id: 'demo', showHistory: false };
    expect(decide({ pathname: '/history', me: { ...staff, oem: officeOemHidden } })).toEqual({
      kind: 'redirect',
      to: '/',
      message: 'ページが見つかりません',
    });
  });
});
