import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemo } from '../demo/demo-data';
import { type Manifest, tableFigures } from './backup';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the demo data: the restored
 * database has every table with the same rows (count and content hash) as the one backed up.
 * The embedded database in the default run; PostgreSQL in the PostgreSQL run (its own databases).
 */
const sharedDatabase = process.env.TEST_DATABASE_URL;
const exec = promisify(execFile);

/** `npm run <script> …` with the given configuration; what it printed, and whether it succeeded. */
async function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const folderOf = (output: string) => /バックアップを作成しました: (\S+)/.exec(output)?.[1] ?? '';
const manifestOf = async (folder: string) => JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;

describe.runIf(!sharedDatabase)('backup and restore of the embedded database', () => {
  it('round-trips the demo data; refuses a directory that has a database, and a damaged backup', { timeout: 300_000 }, async () => {
    const source = await mkdtemp(join(tmpdir(), 'kanri-backup-src-'));
    const database = await openPglite(join(source, 'pglite'));
    await runMigrations(database);
    await seedDemo(database.db);
    await database.close();

    const backups = await mkdtemp(join(tmpdir(), 'kanri-backups-'));
    const made = await npmRun('backup', [backups], { DATA_DIR: source });
    expect(made.ok, made.output).toBe(true);
    const folder = folderOf(made.output);
    const manifest = await manifestOf(folder);
    expect(manifest).toMatchObject({ format: 'kanri-backup', driver: 'pglite', file: 'pglite-data.tar.gz' });
    expect(manifest.tables['public.companies']?.rows).toBeGreaterThanOrEqual(2);
    expect(manifest.tables['public.ledger_entries']?.rows).toBeGreaterThan(0);

    const target = await mkdtemp(join(tmpdir(), 'kanri-backup-dst-'));
    const restored = await npmRun('restore', [folder], { DATA_DIR: target });
    expect(restored.ok, restored.output).toBe(true);
    expect(restored.output).toContain('すべて一致');
    // Read independently of the restore's own check: every table as it was.
    const reopened = await PGlite.create(join(target, 'pglite'), { extensions: { pg_trgm } });
    expect(await tableFigures((text) => reopened.query(text))).toEqual(manifest.tables);
    await reopened.close();

    const again = await npmRun('restore', [folder], { DATA_DIR: target });
    expect(again).toEqual({ ok: false, output: expect.stringContaining('すでにデータベースがあります') });

    const data = join(folder, manifest.file);
    const bytes = await readFile(data);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    await writeFile(data, bytes);
    const damaged = await npmRun('restore', [folder], { DATA_DIR: await mkdtemp(join(tmpdir(), 'kanri-backup-dst-')) });
    expect(damaged).toEqual({ ok: false, output: expect.stringContaining('チェックサムが一致しません') });
  });
});

describe.runIf(sharedDatabase)('backup and restore on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: sharedDatabase });
  const names = [`kanri_backup_src_${process.pid}`, `kanri_backup_dst_${process.pid}`];
  const urlOf = (name: string) => Object.assign(new URL(sharedDatabase as string), { pathname: `/${name}` }).toString();
  afterAll(async () => {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  });

  it('round-trips the demo data through pg_dump; refuses a database that is not empty', { timeout: 300_000 }, async () => {
    await admin.connect();
    for (const name of names) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    const [source, target] = names.map(urlOf) as [string, string];
    const database = await openPostgres(source, 2);
    await runMigrations(database);
    await seedDemo(database.db);
    await database.close();

    const backups = await mkdtemp(join(tmpdir(), 'kanri-backups-'));
    const made = await npmRun('backup', [backups], { DATABASE_URL: source });
    expect(made.ok, made.output).toBe(true);
    const folder = folderOf(made.output);
    const manifest = await manifestOf(folder);
    expect(manifest).toMatchObject({ format: 'kanri-backup', driver: 'postgres', file: 'database.dump' });
    expect(manifest.tables['public.companies']?.rows).toBeGreaterThanOrEqual(2);

    const restored = await npmRun('restore', [folder], { DATABASE_URL: target });
    expect(restored.ok, restored.output).toBe(true);
    const check = new pg.Client({ connectionString: target });
    await check.connect();
    expect(await tableFigures((text) => check.query(text))).toEqual(manifest.tables);
    await check.end();

    const again = await npmRun('restore', [folder], { DATABASE_URL: target });
    expect(again).toEqual({ ok: false, output: expect.stringContaining('復元先のデータベースが空ではありません') });
  });
});
