import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries } from '../../scripts/check-boundaries';

/**
 * The import boundaries `npm run lint` keeps: by what each folder is (scripts/check-boundaries.ts:
 * a feature imports only itself, core and its side's shared code, at any depth; shared code never
 * imports a feature), and core imports nothing of Node or frameworks (biome.json). Planted files
 * are checked in a scratch copy of the layout with the project's own configuration and script.
 */
const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'kanri-boundaries-'));
copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, source: string): string[] {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const biome = join(root, 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', '--reporter=github', path], { cwd: scratch, encoding: 'utf8' });
  rmSync(file);
  return run.stdout
    .split('\n')
    .filter((line) => line.includes('noRestrictedImports'))
    .map((line) => line.replace(/^.*line=(\d+).*$/, 'line $1'));
}

/** What the boundary script says of one planted file in an empty layout: `line N: why` per crossing. */
function cross(path: string, source: string): string[] {
  const layout = mkdtempSync(join(tmpdir(), 'kanri-rooms-'));
  try {
    const file = join(layout, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return checkBoundaries(layout).map((line) => line.replace(/^[^:]+:(\d+): ([^(]+) \(.*$/, 'line $1: $2').trim());
  } finally {
    rmSync(layout, { recursive: true, force: true });
  }
}

describe('import boundaries', () => {
  it('a server feature importing another feature fails at any depth; its own subfolders, core and shared code pass', () => {
    const source = [
      "import { a } from '../staff/queries';",
      "import { b } from '../../db/client';",
      "import { c } from '@/server/features/staff/queries';",
      'export const x = [a, b, c];',
      '',
    ].join('\n');
    expect(cross('src/server/features/orders/planted.ts', source)).toEqual([
      'line 1: a feature never imports another feature',
      'line 3: a feature never imports another feature',
    ]);
    const deep = [
      "import { a } from '../../staff/queries';",
      "import { b } from '../issue-document';",
      "import { c } from '../../../../core/money';",
      "import { d } from '@/server/features/documents/numbering';",
      'export const x = [a, b, c, d];',
      '',
    ].join('\n');
    expect(cross('src/server/features/documents/statements/planted.ts', deep)).toEqual(['line 1: a feature never imports another feature']);
  });

  it('a web feature importing another feature fails, by alias or by relative path, from any subfolder', () => {
    const source =
      "import { a } from '@/web/features/documents/documents-api';\nimport { b } from '../staff/staff-api';\nimport { c } from '@/web/lib/api';\nexport const x = [a, b, c];\n";
    expect(cross('src/web/features/orders/planted.ts', source)).toEqual([
      'line 1: a feature never imports another feature',
      'line 2: a feature never imports another feature',
    ]);
    expect(
      cross('src/web/features/orders/board/planted.ts', "import { a } from '../../staff/staff-api';\nimport { b } from '../orders-api';\n"),
    ).toEqual(['line 1: a feature never imports another feature']);
  });

  it('shared code importing a feature fails: web/lib, web/components, server infrastructure', () => {
    expect(cross('src/web/lib/planted.ts', "import { a } from '../features/orders/orders-api';\n")).toEqual([
      "line 1: web's shared code never imports a feature",
    ]);
    expect(cross('src/web/components/ui/planted.tsx', "import { a } from '@/web/features/orders/orders-api';\n")).toEqual([
      "line 1: web's shared code never imports a feature",
    ]);
    expect(cross('src/server/http/planted.ts', "import { a } from '../features/documents/numbering';\n")).toEqual([
      "line 1: server's shared code never imports a feature",
    ]);
    expect(cross('src/server/db/schema/planted.ts', "import { a } from '@/server/features/orders/routes';\n")).toEqual([
      "line 1: server's shared code never imports a feature",
    ]);
  });

  it('the web never imports the server; composition roots may import features', () => {
    expect(cross('src/web/features/orders/planted.ts', "import { a } from '@/server/db/client';\n")).toEqual([
      'line 1: web never imports server',
    ]);
    expect(cross('src/server/app.ts', "import { a } from './features/orders/routes';\n")).toEqual([]);
    expect(cross('src/web/app/planted.tsx', "import { a } from '../features/orders/orders-page';\n")).toEqual([]);
  });

  it('core importing Node, the server, the web app or a framework fails', () => {
    const source = [
      "import { readFileSync } from 'node:fs';",
      "import { Hono } from 'hono';",
      "import { db } from '../server/db/client';",
      "import { api } from '@/web/lib/api';",
      "import { z } from 'zod';",
      'export const x = [readFileSync, Hono, db, api, z];',
      '',
    ].join('\n');
    expect(lint('src/core/planted.ts', source)).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
  });
});
