import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { call, seedRestaurant, sleep, staffStream, startServerProcess } from '../test/server-process';
import { openPostgres } from './client';
import { runMigrations } from './migrate';
import previous from './previous-release.json';

/**
 * A rolling upgrade on PostgreSQL: the database is migrated by this release while an instance of
 * the previous release (its code, from git) still serves beside an instance of this one. Orders
 * placed through either reach the staff on the other, and each shows the other's orders.
 * Migrations only add (migrations-expand.test.ts), which is what makes this hold.
 */
const sharedDatabase = process.env.TEST_DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The previous release's code in a folder of its own, using this checkout's installed packages. */
function checkoutPrevious(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kanri-previous-'));
  const present = () => {
    try {
      execFileSync('git', ['cat-file', '-e', `${previous.commit}^{commit}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  // A shallow clone (CI's, say) fetches the rest of the history from where it was cloned.
  if (!present() && execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true')
    execFileSync('git', ['fetch', '--quiet', '--unshallow'], { stdio: 'ignore' });
  if (!present()) throw new Error(`前のリリース ${previous.commit} が git の履歴にありません (a full clone is needed)`);
  execFileSync('sh', ['-c', `git archive ${previous.commit} src package.json tsconfig.json | tar -x -C "${folder}"`]);
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  return folder;
}

describe.runIf(sharedDatabase)('a rolling upgrade', () => {
  it("the previous release's server takes orders on this release's schema, beside this release's", { timeout: 300_000 }, async () => {
    const name = `kanri_upgrade_${process.pid}`;
    const admin = new pg.Client({ connectionString: sharedDatabase });
    await admin.connect();
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(sharedDatabase as string), { pathname: `/${name}` }).toString();
    const database = await openPostgres(url, 2);
    await runMigrations(database);
    await database.close();
    const restaurant = await seedRestaurant(url);

    const port = 3700 + (process.pid % 200);
    const old = await startServerProcess({ databaseUrl: url, port, cwd: checkoutPrevious() });
    cleanups.push(old.stop);
    const current = await startServerProcess({ databaseUrl: url, port: port + 1 });
    cleanups.push(current.stop);
    const onCurrent = staffStream(current.base, restaurant);
    const onOld = staffStream(old.base, restaurant);
    cleanups.push(onCurrent.stop, onOld.stop);
    await Promise.all([onCurrent.ready, onOld.ready]);

    const headers = { host: restaurant.host, origin: `http://${restaurant.host}`, 'content-type': 'application/json' };
    const order = async (base: string, seat: number, key: string) => {
      const path = `/api/mobile-order/${restaurant.companyId}/${restaurant.seats[seat]?.token}`;
      expect((await call(base, `${path}/cart/items`, headers, 'POST', { itemId: restaurant.itemId })).status).toBe(200);
      const placed = await call(base, `${path}/orders`, headers, 'POST', { requestKey: key });
      expect(placed.status, placed.body).toBe(201);
      return (JSON.parse(placed.body) as { order: { id: string } }).order.id;
    };
    const viaOld = [await order(old.base, 0, 'upgrade-old-1'), await order(old.base, 1, 'upgrade-old-2')];
    const viaCurrent = [await order(current.base, 2, 'upgrade-new-1'), await order(current.base, 3, 'upgrade-new-2')];
    const all = [...viaOld, ...viaCurrent];

    // Each instance's staff hears every order, whichever instance took it.
    for (const end = Date.now() + 10_000; Date.now() < end && all.some((id) => !onCurrent.seen.has(id) || !onOld.seen.has(id)); )
      await sleep(50);
    expect(all.filter((id) => !onCurrent.seen.has(id))).toEqual([]);
    expect(all.filter((id) => !onOld.seen.has(id))).toEqual([]);
    // And each instance's 注文確認 lists them.
    for (const server of [old, current]) {
      const board = await call(server.base, '/api/orders', { host: restaurant.host, cookie: restaurant.cookie });
      expect(board.status, board.body).toBe(200);
      const ids = (JSON.parse(board.body) as { items: { id: string }[] }).items.map((o) => o.id);
      expect(all.filter((id) => !ids.includes(id))).toEqual([]);
    }
  });
});
