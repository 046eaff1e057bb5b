import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJapan } from '@/core/documents';
import { duePeriods } from '@/core/recurring-periods';
import { type SmtpTestServer, startSmtpTestServer } from '../test/smtp-test-server';

/**
 * The real server (`src/server/main.ts`) on PostgreSQL, killed with SIGKILL while a mail is on
 * its way, and run as INSTANCES=3. Each test has a database of its own on the test server, so no
 * other test's jobs, templates or workers meet these. Waits are on conditions (what the database
 * or the mail server says), never on a timer.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const servers = new Set<ChildProcess>();
let smtp: SmtpTestServer;
let admin: pg.Client;
const databases: string[] = [];

beforeAll(async () => {
  if (!databaseUrl) return;
  smtp = await startSmtpTestServer();
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
});
afterAll(async () => {
  for (const child of servers) child.kill('SIGKILL');
  await smtp?.close();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

/** An empty database on the test server, and a client on it. */
async function freshDatabase() {
  const name = `kanri_jobs_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  const url = new URL(databaseUrl as string);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  return { url: url.href, client };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `src/server/main.ts` as an operator runs it, with retries and job time limits short for the test. */
async function startServer(url: string, port: number, instances = 1) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      INSTANCES: String(instances),
      DATABASE_URL: url,
      PORT: String(port),
      DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kanri-jobs-')),
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_TIMEOUT_SECONDS: '6',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until(async () => output.includes('サーバーを起動しました') || child.exitCode !== null, 'the server to start', 150_000);
  if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
  return { child, exited, output: () => output };
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 120_000) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A request as a browser on `host` sends it (Node cannot resolve x.localhost: 127.0.0.1 with a Host header). */
function request(port: number, host: string, method: string, path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  return new Promise<{ status: number; json: () => unknown; cookies: string[] }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text), cookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Seeded = { oemId: string; companyId: string; admin: { id: string; email: string }; password: string };

/** A company (POST /api/test/companies, NODE_ENV=test), its administrator signed in, and a customer with an address. */
async function seedCompany(port: number, client: pg.Client) {
  const seeded = (await request(port, `localhost:${port}`, 'POST', '/api/test/companies', { body: { type: 'standard' } })).json() as Seeded;
  const host = `${seeded.oemId}.localhost:${port}`;
  const signIn = await request(port, host, 'POST', '/api/auth/sign-in/email', {
    body: { email: seeded.admin.email, password: seeded.password },
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ');
  const customerId = `${seeded.companyId}-C-001`;
  const email = `keiri-${seeded.companyId}@aozora.example`;
  await client.query(
    `insert into customers (id, company_id, code, name, honorific, email, search_text) values ($1, $2, 'C-001', '株式会社青空商事', '御中', $3, 'c-001 株式会社青空商事')`,
    [customerId, seeded.companyId, email],
  );
  const send = (method: string, path: string, body?: unknown) => request(port, host, method, path, { body, cookie });
  return { ...seeded, send, customerId, email };
}

describe.runIf(databaseUrl)('background work of the real server', () => {
  it('sends every one of 200 mails exactly once when the server is killed while the mail server holds its answer to the 50th', {
    timeout: 400_000,
  }, async () => {
    const { url, client } = await freshDatabase();
    const port = await freePort();
    let server = await startServer(url, port);
    const company = await seedCompany(port, client);
    await client.query('insert into mail_budgets (company_id, messages_per_hour, messages_per_hour_per_user) values ($1, 10000, 10000)', [
      company.companyId,
    ]);
    const created = await company.send('POST', '/api/documents/invoice', {
      issueDate: '2026-09-01',
      dueDate: '2026-09-30',
      customerId: company.customerId,
      lines: [{ name: '保守作業', unitPrice: 100_000 }],
    });
    const { id: invoiceId } = created.json() as { id: string };
    expect((await company.send('POST', `/api/documents/invoice/${invoiceId}/issue`)).status).toBe(200);

    await smtp.setMode({ kind: 'hold', from: 50 });
    for (let i = 0; i < 200; i++) {
      const res = await company.send('POST', `/api/documents/invoice/${invoiceId}/send`, {
        to: company.email,
        subject: `請求書のご送付 (${i + 1})`,
        message: 'ご確認ください。',
      });
      expect(res.status).toBe(202);
    }
    // The 50th message is in; the mail server has not answered it. Every message it did answer
    // is recorded as sent (the moment between the server's 250 and our record is the duplicate
    // window decision 018 describes; this test is about a message in flight, not that moment).
    await until(() => smtp.held.length > 0, 'the 50th message');
    const answered = smtp.received.length;
    expect(answered).toBe(49);
    await until(async () => {
      const { rows } = await client.query("select count(*)::int as n from mail_deliveries where status = 'sent'");
      return rows[0].n === answered;
    }, 'the answered mails to be recorded');
    server.child.kill('SIGKILL');
    await server.exited;
    // The connections of the held messages went with the process: never accepted.
    await smtp.setMode({ kind: 'normal' });
    expect(smtp.received).toHaveLength(49);

    server = await startServer(url, port);
    await until(async () => {
      const { rows } = await client.query("select count(*)::int as n from mail_deliveries where status = 'sent'");
      return rows[0].n === 200;
    }, 'all 200 mails to be sent');
    const { rows: deliveries } = await client.query<{ message_id: string; status: string; attempts: number }>(
      'select message_id, status, attempts from mail_deliveries',
    );
    expect(deliveries).toHaveLength(200);
    for (const d of deliveries) expect(smtp.countOf(d.message_id), d.message_id).toBe(1);
    expect(smtp.received).toHaveLength(200);
    // The held message was sent again by the restarted server: its second attempt.
    const heldIds = smtp.held.map((h) => h.messageId);
    expect(deliveries.filter((d) => heldIds.includes(d.message_id)).map((d) => d.attempts)).toEqual(heldIds.map(() => 2));
    server.child.kill('SIGTERM');
    await server.exited;
    await client.end();
  });

  it('makes exactly one invoice, and one mail, per due month with INSTANCES=3', { timeout: 400_000 }, async () => {
    const { url, client } = await freshDatabase();
    const port = await freePort();
    // One server to set up: a template that starts in the future, so saving it makes nothing.
    const setup = await startServer(url, port);
    const company = await seedCompany(port, client);
    const saved = await company.send('POST', '/api/recurring-invoices', {
      name: '月額保守',
      customerId: company.customerId,
      dayOfMonth: 1,
      startDate: '2099-01-01',
      mode: 'issue-and-mail',
      content: { subject: '月額保守料', lines: [{ name: '保守料', unitPrice: 30_000 }] },
    });
    expect(saved.status).toBe(201);
    setup.child.kill('SIGTERM');
    await setup.exited;
    // As on a first start: the set-up server's own start-up run (same minute) is forgotten.
    await client.query("delete from pgboss.job where name = 'recurring-invoices'");
    // Saved half a year ago to start three months ago, and no server ran since: those months are due.
    const [year, month] = todayInJapan().split('-').map(Number) as [number, number];
    const startDate = new Date(Date.UTC(year, month - 4, 1)).toISOString().slice(0, 10);
    await client.query("update recurring_invoices set start_date = $1, created_at = now() - interval '183 days'", [startDate]);
    const periods = duePeriods({ dayOfMonth: 1, startDate, endDate: null }, todayInJapan());
    expect(periods).toHaveLength(4);

    const before = smtp.received.length;
    const servers3 = await startServer(url, port, 3);
    const sent = async () =>
      (await client.query("select count(*)::int as n from mail_deliveries where status = 'sent'")).rows[0].n as number;
    await until(async () => (await sent()) === periods.length, 'a mail for every due month');

    const { rows: runs } = await client.query<{ period: string }>('select period from recurring_invoice_runs order by period');
    expect(runs.map((r) => r.period)).toEqual(periods);
    const { rows: invoices } = await client.query<{ issue_date: string; status: string }>(
      "select issue_date::text, status from documents where kind = 'invoice' order by issue_date",
    );
    expect(invoices).toEqual(periods.map((p) => ({ issue_date: `${p}-01`, status: 'sent' })));
    const { rows: mails } = await client.query<{ message_id: string }>('select message_id from mail_deliveries');
    expect(mails).toHaveLength(periods.length);
    for (const m of mails) expect(smtp.countOf(m.message_id)).toBe(1);
    expect(smtp.received.length - before).toBe(periods.length);
    servers3.child.kill('SIGTERM');
    await servers3.exited;
    await client.end();
  });
});
