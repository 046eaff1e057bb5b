import type { Hono } from 'hono';
import type { Oem } from '@/core/contracts/shell';
import { parseHost } from '@/core/hosts';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { findOem } from '../../tenancy/host';

/** The partners' default brand colour (oem.bg), for the main host and a colour that is not one. */
const defaultColour = '#4a5565';
const isColour = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/**
 * The web app manifest of the back-office, per partner (white-labelled by host): added to the
 * home screen it opens 注文確認 on its own, without the browser around it — and on iPhone and
 * iPad only an app added so can take Web Push. The icons are public/icons (scripts/generate-app-icons.ts).
 */
export function appManifest(oem: Pick<Oem, 'name' | 'bg'> | null) {
  return {
    id: '/order?tab=orders',
    name: oem ? `${oem.name} 注文確認` : '注文確認',
    short_name: '注文確認',
    description: '新しい注文とお客様の呼び出しを、この端末で受け取ります',
    lang: 'ja',
    dir: 'ltr',
    start_url: '/order?tab=orders',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: oem && isColour(oem.bg) ? oem.bg : defaultColour,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest: the manifest of the host's partner (the plain one elsewhere). */
export function mountAppManifest(app: Hono<AppEnv>, db: Db, mainHost: string) {
  app.get('/manifest.webmanifest', async (c) => {
    const { subdomain } = parseHost(c.req.header('host') ?? '', mainHost);
    const oem = subdomain ? await findOem(db, subdomain) : null;
    // A partner may change its name or colour: the browser checks again rather than keeping it for long.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(appManifest(oem)));
  });
}
