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
import { productCsv } from '../test/product-csv';
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
async function startServer(url: string, port: number, instances = 1, jobTimeoutSeconds = 6) {
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
      JOB_TIMEOUT_SECONDS: String(jobTimeoutSeconds),
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
function request(
  port: number,
  host: string,
  method: string,
  path: string,
  { body, cookie, csv }: { body?: unknown; cookie?: string; csv?: string } = {},
) {
  return new Promise<{ status: number; json: () => unknown; cookies: string[] }>((resolve, reject) => {
    const payload = csv ?? (body === undefined ? undefined : JSON.stringify(body));
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
          ...(payload ? { 'content-type': csv === undefined ? 'application/json' : 'text/csv' } : {}),
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
  const sendCsv = (path: string, csv: string) => request(port, host, 'POST', path, { csv, cookie });
  return { ...seeded, send, sendCsv, customerId, email };
}

/** A stand-in for a kept PDF: the mail job attaches the stored bytes, whatever they are. */
const keptPdf = Buffer.from('%PDF-1.4\n% 合計請求書\n%%EOF\n');

/**
 * `count` customers with an address, each with an issued 合計請求書 closing on 2026-10-31 and its
 * kept PDF, written in one statement (issuing them through the API renders every PDF: minutes).
 * Answers the statements' ids.
 */
async function seedStatements(client: pg.Client, companyId: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `with n as (select g, $1 || '-ST-' || lpad(g::text, 3, '0') as id from generate_series(1, $2::int) g),
     c as (insert into customers (id, company_id, code, name, honorific, email, search_text)
           select id, $1, 'ST-' || lpad(g::text, 3, '0'), '株式会社締め' || g, '御中', 'keiri-' || g || '-' || $1 || '@shime.example', ''
           from n returning id),
     d as (insert into documents (id, company_id, kind, status, number, issue_date, due_date, customer_id, honorific,
                                  counterparty_name, subject, subtotal, tax, total, amount_due, pdf_sha256, issued_at)
           select id, $1, 'statement', 'issued', 'S-' || lpad(g::text, 4, '0'), '2026-10-31', '2026-11-30', id, '御中',
                  '株式会社締め' || g, '10月分', 10000, 1000, 11000, 11000, 'seeded', now()
           from n where exists (select 1 from c) returning id),
     s as (insert into statements (document_id, company_id, customer_id, closing_date, previous_billed, received,
                                   carried_over, purchases, tax, billed, received_to_date)
           select id, $1, id, '2026-10-31', 0, 0, 0, 10000, 1000, 11000, 0 from n where exists (select 1 from d)),
     f as (insert into stored_files (key, size) select 'documents/' || $1 || '/' || id || '.pdf', $4::int from n returning key)
     insert into stored_file_chunks (key, "offset", data) select key, 0, decode($3, 'base64') from f returning key`,
    [companyId, count, keptPdf.toString('base64'), keptPdf.length],
  );
  expect(rows).toHaveLength(count);
  return Array.from({ length: count }, (_, i) => `${companyId}-ST-${String(i + 1).padStart(3, '0')}`);
}

describe.runIf(databaseUrl)('background work of the real server', () => {
  it('mails every one of 200 合計請求書 exactly once when the server is killed while the mail server holds its answer to the 50th', {
    timeout: 400_000,
  }, async () => {
    const { url, client } = await freshDatabase();
    const port = await freePort();
    // The mail server's wait ends after a third of the job time limit (10 s): the 50th message is
    // still held when the server is killed, however long queueing the 200 took.
    const jobTimeoutSeconds = 30;
    let server = await startServer(url, port, 1, jobTimeoutSeconds);
    const company = await seedCompany(port, client);
    await client.query('insert into mail_budgets (company_id, messages_per_hour, messages_per_hour_per_user) values ($1, 10000, 10000)', [
      company.companyId,
    ]);
    const statementIds = await seedStatements(client, company.companyId, 200);

    // 一括送信: one request a statement, one batch id.
    await smtp.setMode({ kind: 'hold', from: 50 });
    const batchId = `batch-${crypto.randomUUID()}`;
    // 一括送信 as the closing screen sends it: a few requests at a time.
    for (let at = 0; at < statementIds.length; at += 8) {
      const answers = await Promise.all(
        statementIds
          .slice(at, at + 8)
          .map((documentId) => company.send('POST', '/api/documents/statement/closing/mail', { documentId, batchId })),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
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

    server = await startServer(url, port, 1, jobTimeoutSeconds);
    await until(
      async () => {
        const { rows } = await client.query("select count(*)::int as n from mail_deliveries where status = 'sent'");
        return rows[0].n === 200;
      },
      'all 200 mails to be sent',
      200_000,
    );
    const { rows: deliveries } = await client.query<{ message_id: string; attempts: number; document_id: string; to_address: string }>(
      'select message_id, attempts, document_id, to_address from mail_deliveries where batch_id = $1',
      [batchId],
    );
    // One mail a statement, to its customer, and each at the mail server exactly once.
    expect(deliveries.map((d) => d.document_id).sort()).toEqual(statementIds);
    for (const d of deliveries) {
      expect(smtp.countOf(d.message_id), d.message_id).toBe(1);
      expect(d.to_address).toBe(`keiri-${Number(d.document_id.slice(-3))}-${company.companyId}@shime.example`);
    }
    expect(smtp.received).toHaveLength(200);
    // The held message was sent again by the restarted server: its second attempt.
    const heldIds = smtp.held.map((h) => h.messageId);
    expect(deliveries.filter((d) => heldIds.includes(d.message_id)).map((d) => d.attempts)).toEqual(heldIds.map(() => 2));
    // And every statement is 送付済.
    const { rows: sent } = await client.query("select count(*)::int as n from documents where kind = 'statement' and status = 'sent'");
    expect(sent[0].n).toBe(200);
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

  it('finishes a CSV import killed mid-way exactly once, on the restarted instances (INSTANCES=2): no row missing, none twice', {
    timeout: 400_000,
  }, async () => {
    const { url, client } = await freshDatabase();
    const port = await freePort();
    let server = await startServer(url, port);
    const company = await seedCompany(port, client);
    const rowCount = 20_000;
    const queued = await company.sendCsv('/api/products/imports?mode=all', productCsv(rowCount));
    expect(queued.status).toBe(202);
    const { id } = queued.json() as { id: string };
    const progress = async () =>
      (await client.query<{ state: string; done_rows: number }>('select state, done_rows from master_imports where id = $1', [id])).rows[0];
    // Killed once some batches are committed and most are not.
    await until(async () => ((await progress())?.done_rows ?? 0) >= 1_000, 'the import to be under way');
    server.child.kill('SIGKILL');
    await server.exited;
    const atKill = await progress();
    expect(atKill?.state).toBe('running');
    expect(atKill?.done_rows).toBeLessThan(rowCount);

    server = await startServer(url, port, 2);
    await until(async () => (await progress())?.state === 'done', 'the import to finish', 300_000);
    const { rows } = await client.query<{ n: number; codes: number }>(
      'select count(*)::int as n, count(distinct code)::int as codes from products where company_id = $1',
      [company.companyId],
    );
    expect(rows[0]).toEqual({ n: rowCount, codes: rowCount });
    // (The restarted server signs sessions with a key of its own: the import as the database has it.)
    const { rows: ended } = await client.query('select total, done_rows, created, error from master_imports where id = $1', [id]);
    expect(ended[0]).toEqual({ total: rowCount, done_rows: rowCount, created: rowCount, error: null });
    const { rows: logged } = await client.query("select count(*)::int as n from operation_logs where operation_type = 'product.import'");
    expect(logged[0].n).toBe(1);
    server.child.kill('SIGTERM');
    await server.exited;
    await client.end();
  });
});
