// Database floors on this machine: INSERT-only and INSERT + NOTIFY (one LISTENer and eight), at several pool sizes.
import { createRequire } from 'node:module';

const require = createRequire(`${process.env.PACK_APP}/`);
const pg = require('pg');
const url = process.env.DATABASE_URL;
const secs = Number(process.env.FLOOR_SECONDS ?? process.env.PACK_FLOOR_SECONDS ?? 6);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('create table if not exists f_plain (id bigserial primary key, payload text not null)');
async function run(name, pool, notify, listeners) {
  const ls = [];
  for (let i = 0; i < listeners; i++) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('listen f');
    let n = 0;
    c.on('notification', () => n++);
    ls.push({
      c,
      get n() {
        return n;
      },
    });
  }
  const clients = await Promise.all(
    Array.from({ length: pool }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  let count = 0;
  const end = Date.now() + secs * 1000;
  const t0 = Date.now();
  await Promise.all(
    clients.map(async (c, i) => {
      for (let k = 0; Date.now() < end; k++) {
        if (notify) {
          await c.query('begin');
          await c.query('insert into f_plain (payload) values ($1)', [`${i}:${k}`]);
          await c.query("select pg_notify('f', $1)", [`${i}:${k}`]);
          await c.query('commit');
        } else await c.query('insert into f_plain (payload) values ($1)', [`${i}:${k}`]);
        count++;
      }
    }),
  );
  const el = (Date.now() - t0) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  await Promise.all(ls.map((l) => l.c.end()));
  console.log(JSON.stringify({ setup: `floor-${name}`, pool, notify, listeners, txPerSecond: Math.round(count / el) }));
}
for (const pool of [16, 64]) {
  await run('insert', pool, false, 0);
  await run('insert+notify', pool, true, 1);
  await run('insert+notify', pool, true, 8);
}
await admin.end();
