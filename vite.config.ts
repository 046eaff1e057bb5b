import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin, type Rolldown } from 'vite';

// The API runs as its own process in development; override for a server on another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The diners' area is a page of its own: /mobile-order and /mobile-order/… answer mobile-order.html. */
const isDinerPage = (url: string) => /^\/mobile-order(\/|$)/.test(url.split('?')[0] ?? '');

/** What the server does in production (src/server/app.ts), for `vite` and `vite preview`. */
function dinerPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.method === 'GET' && req.url && isDinerPage(req.url) && req.headers.accept?.includes('text/html')) {
      req.url = '/mobile-order.html';
    }
    next();
  };
  return {
    name: 'diner-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** Brotli and gzip copies of the built scripts and styles, served by Accept-Encoding (src/server/app.ts). */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle: async () => {
      const { precompressAssets } = await import('./src/server/http/compression.ts');
      await precompressAssets(fromRoot('./dist/web'));
    },
  };
}

/** The modules the diners' page loads up front: its static imports, followed to the end. */
const dinerModules = new WeakMap<Rolldown.ModuleInfo, Set<string>>();
function isDinerModule(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const entry = ctx.getModuleInfo(fromRoot('./src/web/mobile-order-main.tsx'));
  if (!entry) return false;
  let modules = dinerModules.get(entry);
  if (!modules) {
    modules = new Set([entry.id]);
    const queue = [entry];
    for (let info = queue.pop(); info; info = queue.pop()) {
      for (const imported of info.importedIds) {
        const next = modules.has(imported) ? null : ctx.getModuleInfo(imported);
        modules.add(imported);
        if (next) queue.push(next);
      }
    }
    dinerModules.set(entry, modules);
  }
  return modules.has(id);
}

const lucideIcon = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;
const isLucideIcon = (id: string) => lucideIcon.test(id);

/**
 * The icons the diners' own code names: the diner imports lucide-react's index, which reaches every
 * icon, so the module graph alone would count the back-office's icons as the diner's too.
 */
const dinerIcons = new WeakMap<Rolldown.ModuleInfo, Set<string>>();
function isDinerIcon(id: string, ctx: Rolldown.ChunkingContext): boolean {
  const entry = ctx.getModuleInfo(fromRoot('./src/web/mobile-order-main.tsx'));
  if (!entry) return false;
  let names = dinerIcons.get(entry);
  if (!names) {
    names = new Set();
    const sources = [...(dinerModules.get(entry) ?? [])].filter((m) => m.includes(`${fromRoot('./src')}`) && /\.tsx?$/.test(m));
    for (const source of sources) {
      const code = readFileSync(source, 'utf8');
      for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
        for (const name of (list ?? '').split(',')) {
          const icon = name
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/Icon$/, '');
          if (icon)
            names.add(
              icon
                .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
                .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
                .toLowerCase(),
            );
        }
      }
    }
    dinerIcons.set(entry, names);
  }
  return names.has(id.match(lucideIcon)?.[1] ?? '');
}

export default defineConfig({
  plugins: [react(), tailwindcss(), dinerPage(), precompress()],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // The back-office app, and the diners' page at the table (its own small bundle, no router).
      input: { index: fromRoot('./index.html'), 'mobile-order': fromRoot('./mobile-order.html') },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The resumable-upload client is only for the screens that upload images: kept out of
            // the shared vendor chunk that every page downloads.
            {
              name: 'upload',
              test: /node_modules[\\/](tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle|is-stream|buffer-from|proper-lockfile)[\\/]/,
              priority: 30,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The libraries the diners' page uses (query, toasts, its icons) apart from the
            // back-office's (router, radix, zod …): the phone downloads only the former. zod's
            // configuration (web/lib/zod-csp.ts) travels in zod's own chunk, so that it runs before
            // any chunk that builds a schema: zod decides at construction whether to compile.
            // The diners' own modules that the back-office shares (helpers, icons, the event
            // stream) in one chunk rather than one each: on a phone over 3G every file costs a round
            // trip of its own, six at a time (decision 021).
            {
              name: (id, ctx) => (isDinerModule(id, ctx) && (!isLucideIcon(id) || isDinerIcon(id, ctx)) ? 'diner-shared' : null),
              debugName: 'diner-shared',
              test: /src[\\/](web[\\/](lib|components)|core)[\\/]|node_modules[\\/]lucide-react[\\/]/,
              priority: 5,
            },
            {
              name: (id, ctx) => (isDinerModule(id, ctx) ? 'diner-vendor' : 'vendor'),
              debugName: 'vendor',
              test: /node_modules[\\/](?!lucide-react[\\/])|src[\\/]web[\\/]lib[\\/]zod-csp\.ts$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    // Partners live on subdomains (demo.localhost:5173), which Vite refuses by default.
    allowedHosts: true,
    proxy: {
      // Keep the browser's Host header: the server picks the partner from the subdomain.
      '/api': { target: apiTarget, changeOrigin: false, ws: false },
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
});
