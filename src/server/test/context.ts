import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { normalizeForSearch } from '@/core/japanese';
import type { Permissions } from '@/core/permissions';
import { createApp, masterDataDefinitions } from '../app';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { DatabaseAvailability } from '../db/availability';
import { type Database, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { openMigratedPglite } from '../db/open';
import { customers } from '../db/schema';
import { insertUser } from '../demo/demo-data';
import { documentArchiveJobs } from '../features/documents/exports/archive-job';
import { runScheduledRecurringInvoices } from '../features/documents/recurring/recurring-due';
import { documentMailAccepted } from '../features/documents/send-document';
import { receivedArchiveSource } from '../features/received/period-listing';
import { startAppJobs } from '../jobs/app-jobs';
import { accountMailer } from '../mail/account-mail';
import { createMemoryMailer, createSmtpMailer } from '../mail/mailer';
import { closePdfRenderers, createPdfRenderer } from '../pdf/pool';
import { announceCommits } from '../realtime/announce';
import { EventBus } from '../realtime/bus';
import { seedTestCompany, testPassword } from '../testing/seed-company';

/**
 * An in-process app on a real database: embedded PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set. Each test seeds its own
 * partner and company, so tests never depend on each other's rows.
 */
export { testPassword };
export const mainHost = 'localhost';
let passwordHash: Promise<string> | undefined;

/** What a second context takes from the first: its database (and the job queue's tables in it). */
type SharedDatabase = Pick<Database, 'db' | 'pglite'> & { jobsSchema?: string };

async function openTestDatabase(embedded: boolean, poolSize: number, pgliteDir: string, sharing?: SharedDatabase): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (sharing) {
    // A second instance: its own connections to the same PostgreSQL, or the same embedded database.
    if (url && !sharing.pglite) return openPostgres(url, poolSize);
    return { db: sharing.db, driver: 'pglite', pglite: sharing.pglite, close: async () => {} };
  }
  if (url && !embedded) {
    const database = await openPostgres(url, poolSize);
    await runMigrations(database);
    return database;
  }
  return openMigratedPglite(pgliteDir);
}

/**
 * `embedded`: always a fresh PGlite, for tests that need an empty database of their own.
 * `env`: configuration on top of the test defaults (the bench raises rate limits).
 * `streamHeartbeatMs`: how often live streams re-check access on their own (short by default).
 * `busDatabaseUrl`: where the event bus LISTENs on PostgreSQL (a test may put a proxy between).
 * `webRoot`: a folder with index.html and mobile-order.html, served as the built web app.
 * `pgliteDir`: where the embedded database lives (the bench seeds one a server then opens).
 * `sharing`: another context whose database this one uses, as a second instance behind a load
 * balancer would (its own app, DATA_DIR, PDF workers, event bus and job workers; nothing else in common).
 * `env.SMTP_URL`: company mail goes to that SMTP server instead of the in-memory mailer.
 *
 * The context runs the job queue's workers (decision 018), not its schedules; on PostgreSQL in a
 * pg-boss schema of its own, so the workers of test files running side by side never take each
 * other's jobs. `jobs.idle()` waits until every queued job has run (retries included).
 */
export async function createTestContext({
  embedded = false,
  poolSize = 4,
  env = {} as Record<string, string>,
  streamHeartbeatMs = 300,
  busDatabaseUrl = process.env.TEST_DATABASE_URL ?? '',
  webRoot = '',
  pgliteDir = 'memory://',
  sharing,
}: {
  embedded?: boolean;
  poolSize?: number;
  env?: Record<string, string>;
  streamHeartbeatMs?: number;
  busDatabaseUrl?: string;
  webRoot?: string;
  pgliteDir?: string;
  sharing?: SharedDatabase;
} = {}) {
  const database = await openTestDatabase(embedded, poolSize, pgliteDir, sharing);
  const { db } = database;
  // Uploaded files of this context go to a folder of its own.
  const dataDir = await mkdtemp(join(tmpdir(), 'kanri-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    MAIN_HOST: mainHost,
    BASE_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...env,
  });
  const memoryMailer = createMemoryMailer(config.mailFrom);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, { timeoutMs: 10_000 }) : memoryMailer;
  const ownsJobsSchema = Boolean(process.env.TEST_DATABASE_URL && !database.pglite && !sharing?.jobsSchema);
  const jobsSchema = sharing?.jobsSchema ?? (ownsJobsSchema ? `pgboss_t${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}` : 'pgboss');
  // The PDFs of background work: 定期請求 and 期間エクスポート (a document issued before PDFs were kept).
  const jobPdf = createPdfRenderer(config.pdf);
  const { jobs, outbox, queue } = await startAppJobs({
    database,
    db,
    config: { ...config, databaseUrl: database.pglite ? undefined : process.env.TEST_DATABASE_URL },
    mailer,
    features: {
      runRecurringInvoices: (queue) => runScheduledRecurringInvoices({ db, outbox: queue, pdf: jobPdf }),
      onMailAccepted: documentMailAccepted,
      masterData: masterDataDefinitions,
      documentArchives: documentArchiveJobs({ db, output: { pdf: jobPdf }, received: receivedArchiveSource }),
    },
    schema: jobsSchema,
    isScheduling: false,
  });
  const bus = new EventBus();
  await bus.start(database.pglite ? { pglite: database.pglite } : { databaseUrl: busDatabaseUrl });
  const announcing = announceCommits(database);
  const availability = new DatabaseAvailability(db, { embedded: database.driver === 'pglite' });
  const accountMail = accountMailer(db, outbox);
  const auth = createAuth({ db, config, accountMail, secret: config.authSecret as string });
  const app = createApp({
    db,
    config,
    auth,
    accountMail,
    outbox,
    queue,
    bus,
    webRoot: webRoot || undefined,
    streamHeartbeatMs,
    availability,
  });

  const hostOf = (oemId: string | null) => (oemId ? `${oemId}.${mainHost}:3000` : `${mainHost}:3000`);

  /** A request as a browser on that host would send it; each sign-in comes from its own address. */
  async function request(
    host: string,
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers, host, origin: `http://${host}` };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    const ip = init.ip ?? `10.${rand255()}.${rand255()}.${rand255()}`;
    return app.request(
      `http://${host}${path}`,
      { method: init.method ?? 'GET', headers, body },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  }

  async function signIn(email: string, host: string, password = testPassword) {
    const res = await request(host, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return {
      cookie,
      get: (path: string) => request(host, path, { cookie }),
      send: (method: string, path: string, body?: unknown) => request(host, path, { method, body, cookie }),
    };
  }

  type SeedOptions = { type?: 'standard' | 'mobile-order'; staffPermissions?: Permissions };
  /** A partner of its own, a company, an admin with all flags and a staff member (role user). */
  async function seedCompany({ type = 'standard', staffPermissions = {} }: SeedOptions = {}) {
    passwordHash ??= hashPassword(testPassword);
    const seeded = await seedTestCompany(db, await passwordHash, { type, staffPermissions });
    const { oemId, oemName, companyId, admin } = seeded;
    const staff = seeded.staff as NonNullable<typeof seeded.staff>;
    return { oemId, oemName, companyId, host: hostOf(oemId), admin, staff };
  }

  /** A customer of the company (御中), straight into the table; answers its id. */
  async function seedCustomer(companyId: string, code: string, name: string) {
    const id = `${companyId}-${code}`;
    await db.insert(customers).values({ id, companyId, code, name, honorific: '御中', searchText: normalizeForSearch(`${code} ${name}`) });
    return id;
  }

  /** One more member of a seeded company, signed in with the test password. */
  async function seedMember(
    seed: { companyId: string; oemId: string },
    { name, role = 'user', permissions = {} }: { name: string; role?: 'admin' | 'user'; permissions?: Permissions },
  ) {
    passwordHash ??= hashPassword(testPassword);
    const email = `member-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const member = { email, name, companyId: seed.companyId, oemId: seed.oemId, role, isManager: false, permissions };
    return { id: await insertUser(db, member, await passwordHash), email, name };
  }

  async function seedManager() {
    passwordHash ??= hashPassword(testPassword);
    const email = `manager-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const id = await insertUser(
      db,
      { email, name: '運営 管理', companyId: null, oemId: null, role: 'admin', isManager: true, permissions: {} },
      await passwordHash,
    );
    return { id, email, host: hostOf(null) };
  }

  return {
    app,
    db,
    /** What company and account mail was handed over (with env.SMTP_URL, nothing: it went to that server). */
    mailer: memoryMailer,
    jobs,
    jobsSchema,
    outbox,
    config,
    request,
    signIn,
    seedCompany,
    seedCustomer,
    seedMember,
    seedManager,
    hostOf,
    pglite: database.pglite,
    bus,
    close: async () => {
      await jobs.stop();
      if (ownsJobsSchema) await db.execute(sql.raw(`drop schema if exists ${jobsSchema} cascade`));
      await closePdfRenderers();
      await announcing.close();
      await bus.close();
      await database.close();
    },
  };
}

function rand255() {
  return Math.floor(Math.random() * 254) + 1;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
