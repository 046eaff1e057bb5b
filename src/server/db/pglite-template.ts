import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database starts from a copy of one made earlier, already migrated (PGlite's
 * `loadDataDir`), instead of running initdb and every migration again: measured on this machine,
 * 2.5 s against 10–16 s while it was busy (initdb in WebAssembly is most of it). Every API test
 * file opens a database of its own, and every first start one more.
 *
 * The copy is a tarball under node_modules/.cache/kanri, named by a hash of the PGlite version and
 * every migration file, so a new migration or a PGlite upgrade makes a new one. It is written to a
 * temporary name and renamed: processes making it at the same time each write a whole file.
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  for (const folder of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const file of readdirSync(folder).sort()) {
      if (file.endsWith('.sql') || file === '_journal.json') hash.update(file).update(readFileSync(join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json (its exports do not name it): the folder above its entry that holds one. */
function pglitePackageJson(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  return join(folder, 'package.json');
}

const cacheFolder = () => resolve(process.env.PGLITE_TEMPLATE_DIR ?? 'node_modules/.cache/kanri');
const templatePath = () => join(cacheFolder(), `pglite-${templateKey()}.tar`);

/** The migrated template, or null when none has been kept for these migrations yet. */
export async function readTemplate(): Promise<Blob | null> {
  const path = templatePath();
  return existsSync(path) ? new Blob([await readFile(path)]) : null;
}

/** Keeps a freshly migrated database (nothing else written yet) as the template for the next ones. */
export async function keepTemplate(client: PGlite): Promise<void> {
  const path = templatePath();
  if (existsSync(path)) return;
  const dump = await client.dumpDataDir('none');
  const temporary = `${path}.${process.pid}.${Date.now()}`;
  try {
    await mkdir(cacheFolder(), { recursive: true });
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, path);
  } catch {
    // A cache that cannot be written (a read-only node_modules) only costs the next start its time.
  }
}
