import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of a test's own (initdb in a temporary folder, its own port), for faults
 * that would disturb every other test on the shared one: a restart, a crash. Uses the binaries of
 * the installed PostgreSQL (Debian's /usr/lib/postgresql/N/bin); as root it runs them as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres() {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'kanri-pg-'));
  const data = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = ownerIdsOf('postgres');
    chownSync(folder, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    return execFileSync(command[0] as string, command[1] as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', data, '-w', '-t', '30', '-l', join(folder, 'log'), ...extra]);
  ctl('start', ['-o', options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A fast restart, as an operator's `pg_ctlcluster … restart` does: every connection is ended. */
    restart: () => ctl('restart', ['-m', 'fast', '-o', options]),
    stop: () => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL のサーバープログラム (initdb) が見つかりません: apt-get install postgresql');
  return found;
}

function ownerIdsOf(user: string) {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
