import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * `npm run backup` and `npm run restore` (README, "Operating it"). A backup is a folder:
 * `manifest.json` and one data file — PostgreSQL's `pg_dump` custom format, or the embedded
 * database's own data-directory archive. The manifest names the data file with its SHA-256 and
 * size, and every table with its row count and a hash of its contents, all read in the same
 * snapshot the dump was taken from. A restore checks the checksum first, goes only into an empty
 * database, and afterwards checks every table against the manifest.
 */
export type TableFigures = { rows: number; hash: string };
export type Manifest = {
  format: 'kanri-backup';
  version: 1;
  driver: 'postgres' | 'pglite';
  createdAt: string;
  file: string;
  bytes: number;
  sha256: string;
  tables: Record<string, TableFigures>;
};

export class BackupError extends Error {}

const run = promisify(execFile);

/** Something that runs SQL and answers rows: a pg client in a transaction, or PGlite. */
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table of the application's schemas, with its row count and a hash of its rows (order-free). */
export async function tableFigures(query: Query): Promise<Record<string, TableFigures>> {
  const { rows } = await query(`select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const figures: Record<string, TableFigures> = {};
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const table = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const [row] = (
      await query(`select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h), '')) as hash
        from (select md5(t::text) as h from ${table} t) x`)
    ).rows as { rows: number; hash: string }[];
    figures[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), hash: String(row?.hash ?? '') };
  }
  return figures;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A new backup folder: `write` puts the data file in it and says what the tables held; the
 * manifest follows. A backup that fails leaves no folder behind.
 */
async function writeBackup(
  into: string,
  now: Date,
  driver: Manifest['driver'],
  write: (folder: string) => Promise<{ file: string; tables: Record<string, TableFigures> }>,
): Promise<{ folder: string; manifest: Manifest }> {
  const folder = resolve(into, `kanri-${stamp(now)}`);
  await mkdir(folder, { recursive: true });
  try {
    const { file, tables } = await write(folder);
    const data = join(folder, file);
    const manifest: Manifest = {
      format: 'kanri-backup',
      version: 1,
      driver,
      createdAt: now.toISOString(),
      file,
      bytes: (await stat(data)).size,
      sha256: await sha256Of(data),
      tables,
    };
    await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return { folder, manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** PostgreSQL: the counts and `pg_dump` read one exported snapshot, so they agree to the row. */
export function backupPostgres(databaseUrl: string, into: string, now = new Date()) {
  return writeBackup(into, now, 'postgres', async (folder) => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kanri-backup' });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
      const tables = await tableFigures((text) => client.query(text));
      const file = 'database.dump';
      const dump = [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-owner',
        '--no-privileges',
        `--file=${join(folder, file)}`,
        databaseUrl,
      ];
      await run('pg_dump', dump, { maxBuffer: 16 * 1024 * 1024 });
      await client.query('commit');
      return { file, tables };
    } finally {
      await client.end().catch(() => {});
    }
  });
}

/** PGlite: read by this process alone (the caller holds the data directory's lock). */
export function backupPglite(pgliteDir: string, into: string, now = new Date()) {
  return writeBackup(into, now, 'pglite', async (folder) => {
    const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    try {
      const tables = await tableFigures((text) => db.query(text));
      const file = 'pglite-data.tar.gz';
      const archive = await db.dumpDataDir('gzip');
      await writeFile(join(folder, file), Buffer.from(await archive.arrayBuffer()));
      return { file, tables };
    } finally {
      await db.close();
    }
  });
}

/** The backup's manifest, after checking its data file against the checksum. */
export async function readBackup(path: string): Promise<{ folder: string; manifest: Manifest }> {
  const folder = resolve(path.endsWith('manifest.json') ? join(path, '..') : path);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`バックアップが見つかりません（${folder}/manifest.json を読めません）`);
  }
  if (manifest.format !== 'kanri-backup' || manifest.version !== 1) throw new BackupError('このバックアップの形式には対応していません');
  const data = join(folder, manifest.file);
  const actual = await sha256Of(data).catch(() => null);
  if (actual !== manifest.sha256)
    throw new BackupError(`バックアップのデータが壊れています（${manifest.file} のチェックサムが一致しません）`);
  return { folder, manifest };
}

/** Every table as the manifest recorded it; the differences, in words, otherwise. */
export function differences(expected: Record<string, TableFigures>, actual: Record<string, TableFigures>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const found: string[] = [];
  for (const name of [...names].sort()) {
    const a = expected[name];
    const b = actual[name];
    if (!a || !b) found.push(`${name}: ${a ? '復元されていません' : 'バックアップにない表です'}`);
    else if (a.rows !== b.rows) found.push(`${name}: ${a.rows} 行のはずが ${b.rows} 行`);
    else if (a.hash !== b.hash) found.push(`${name}: 内容が一致しません`);
  }
  return found;
}

/** PostgreSQL: into an empty database only; the whole restore is one transaction. */
export async function restorePostgres(path: string, databaseUrl: string): Promise<Manifest> {
  const { folder, manifest } = await readBackup(path);
  if (manifest.driver !== 'postgres')
    throw new BackupError('埋め込みデータベース (PGlite) のバックアップです: DATABASE_URL を外して復元してください');
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'kanri-restore' });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
    if (rows[0].n > 0) throw new BackupError('復元先のデータベースが空ではありません。空のデータベースを指定してください');
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, join(folder, manifest.file)],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const found = differences(manifest.tables, await tableFigures((text) => client.query(text)));
    if (found.length > 0) throw new BackupError(`復元した内容がバックアップと一致しません:\n${found.join('\n')}`);
    return manifest;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PGlite: into a data directory that holds no database yet. */
export async function restorePglite(path: string, pgliteDir: string): Promise<Manifest> {
  const { folder, manifest } = await readBackup(path);
  if (manifest.driver !== 'pglite') throw new BackupError('PostgreSQL のバックアップです: DATABASE_URL を指定して復元してください');
  const existing = await stat(join(pgliteDir, 'PG_VERSION')).catch(() => null);
  if (existing) throw new BackupError(`復元先 ${pgliteDir} にはすでにデータベースがあります。空の DATA_DIR を指定してください`);
  const archive = new Blob([await readFile(join(folder, manifest.file))]);
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, loadDataDir: archive });
  let found: string[];
  try {
    found = differences(manifest.tables, await tableFigures((text) => db.query(text)));
  } finally {
    await db.close();
  }
  if (found.length > 0) {
    // Nothing half-restored is left behind: the directory is empty again for another try.
    await rm(pgliteDir, { recursive: true, force: true });
    throw new BackupError(`復元した内容がバックアップと一致しません:\n${found.join('\n')}`);
  }
  return manifest;
}
