import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries `npm run lint` keeps (biome.json overrides): features never import
 * each other, core imports nothing of server, web, Node or frameworks. Planted files are
 * linted in a scratch copy of the layout with the project's own configuration.
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

describe('import boundaries', () => {
  it('a server feature importing another feature fails; shared server modules pass', () => {
    const source = "import { a } from '../staff/queries';\nimport { b } from '../../db/client';\nexport const x = [a, b];\n";
    expect(lint('src/server/features/orders/planted.ts', source)).toEqual(['line 1']);
  });

  it('a web feature importing another feature fails, by alias or by relative path', () => {
    const source =
      "import { a } from '@/web/features/documents/documents-api';\nimport { b } from '../staff/staff-api';\nimport { c } from '@/web/lib/api';\nexport const x = [a, b, c];\n";
    expect(lint('src/web/features/orders/planted.ts', source)).toEqual(['line 1', 'line 2']);
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
