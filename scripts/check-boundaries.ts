/**
 * `npm run lint` (after Biome): the import boundaries by what each folder is, not by how deep a
 * file sits. Every `import`/`export … from`/`import()` of a file under src is resolved to the file
 * it names, and both ends are given a room:
 *
 * - `core`: pure domain code. Imports only core (Biome also keeps Node and frameworks out).
 * - a feature (`server/features/<name>`, `web/features/<name>`, subfolders included): imports its
 *   own files, core, and its side's shared code; never another feature.
 * - the web's shared code (`web/lib`, `web/components`, `web/hooks`…): never a feature or the app.
 * - the server's shared code (`server/db`, `server/http`, `server/ledger`…): never a feature.
 * - composition roots, which wire features together: `server/app.ts`, `server/serve.ts`,
 *   `server/main.ts`, `server/demo`, `server/test`, `server/testing`, `server/data-export` (it
 *   reads every feature's data), `web/app`, and the web's entry files at `src/web/*.tsx`.
 * - nothing in `web` imports `server`, and nothing in `server` imports `web` but its roots (the
 *   diner page's server rendering).
 * - a test file may also import composition roots and other features of its own side (it
 *   composes what it tests); core's tests import only core.
 *
 * `npx tsx scripts/check-boundaries.ts [root]` prints each crossing with its file and line and
 * exits 1 if there is one (`src/server/boundaries.test.ts` plants some in a scratch copy).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

type Room =
  | { kind: 'core' }
  | { kind: 'feature'; side: 'server' | 'web'; name: string }
  | { kind: 'shared'; side: 'server' | 'web' }
  | { kind: 'root'; side: 'server' | 'web' }
  | { kind: 'other' };

/** Server folders and files that compose features: the app, its start, demo data, test helpers, the company export. */
const serverRoots = new Set(['app.ts', 'serve.ts', 'main.ts', 'demo', 'test', 'testing', 'data-export']);

export function roomOf(src: string, file: string): Room {
  const parts = relative(src, file).split(sep);
  const [top, second, third] = parts;
  if (top === 'core') return { kind: 'core' };
  if (top !== 'server' && top !== 'web') return { kind: 'other' };
  if (second === 'features' && third) return { kind: 'feature', side: top, name: third };
  if (top === 'server') return serverRoots.has(second ?? '') ? { kind: 'root', side: 'server' } : { kind: 'shared', side: 'server' };
  // The web app's entry files (main.tsx, the diner page's) and web/app compose the features.
  if (second === 'app' || parts.length === 2) return { kind: 'root', side: 'web' };
  return { kind: 'shared', side: 'web' };
}

/** Why `from` may not import `to`, or null when it may. */
export function crossing(from: Room, to: Room): string | null {
  if (from.kind === 'other' || to.kind === 'other') return null;
  if (from.kind === 'core') return to.kind === 'core' ? null : 'core imports only core';
  if (to.kind === 'core') return null;
  const fromSide = from.side;
  if (fromSide !== to.side) return from.kind === 'root' && fromSide === 'server' ? null : `${fromSide} never imports ${to.side}`;
  if (to.kind === 'root') return from.kind === 'root' ? null : `only composition roots import ${to.side}'s app`;
  if (to.kind === 'feature') {
    if (from.kind === 'root') return null;
    if (from.kind === 'feature' && from.name === to.name) return null;
    return from.kind === 'feature' ? 'a feature never imports another feature' : `${fromSide}'s shared code never imports a feature`;
  }
  return null;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

export function checkBoundaries(root: string): string[] {
  const src = join(root, 'src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(name)) files.push(path);
    }
  };
  walk(src);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const isTest = /\.test\.tsx?$/.test(file);
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? '';
      const target = spec.startsWith('@/') ? join(src, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null;
      if (!target) continue;
      const from = roomOf(src, file);
      const to = roomOf(src, target);
      // A test of server or web code may compose what it needs (the test helpers, other features).
      if (isTest && from.kind !== 'core' && from.kind !== 'other' && to.kind !== 'core' && to.kind !== 'other' && to.side === from.side)
        continue;
      const why = crossing(from, to);
      if (!why) continue;
      const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
      found.push(`${relative(root, file)}:${line}: ${why} (${spec})`);
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const found = checkBoundaries(resolve(process.argv[2] ?? '.'));
  if (found.length > 0) {
    console.error(`import boundaries (scripts/check-boundaries.ts): ${found.length}\n${found.join('\n')}`);
    process.exit(1);
  }
}
