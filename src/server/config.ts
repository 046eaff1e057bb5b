import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    MAIN_HOST: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'a host name such as localhost or example.com (lower case, no port)')
      .default('localhost'),
    BASE_URL: z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://example.com' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// URL' }).optional(),
    AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    TRUST_PROXY: bool.default(false),
    DEMO_DATA: bool.default(true),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    DINER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(40),
    JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
    PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    PDF_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(20),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'a base64url P-256 public key (web-push generate-vapid-keys)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'a base64url P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto:… or https://…')
      .optional(),
    INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    PUSH_ENDPOINT_ORIGINS: z
      .string()
      .regex(/^https?:\/\/[^,\s]+(,https?:\/\/[^,\s]+)*$/, 'comma-separated origins such as http://127.0.0.1:4000')
      .optional(),
  })
  .transform((env) => {
    const baseUrl = new URL(env.BASE_URL ?? `http://${env.MAIN_HOST}:${env.PORT}`);
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      mainHost: env.MAIN_HOST,
      /** Scheme and port the browser uses; partner origins insert their subdomain into it. */
      baseUrl,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      authSecret: env.AUTH_SECRET ?? env.SESSION_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `no-reply@${env.MAIN_HOST}`,
      trustProxy: env.TRUST_PROXY,
      demoData: env.DEMO_DATA,
      /** Sign-in attempts per minute per address (password reset mails: half of it). */
      authRateLimit: env.AUTH_RATE_LIMIT,
      /** Server processes on this machine, sharing the port (PostgreSQL only): one per core. */
      instances: env.INSTANCES,
      /** Diner requests per 10 seconds per seat. */
      dinerRateLimit: env.DINER_RATE_LIMIT,
      /** Days of live events kept for replay; a client away longer reloads its data. */
      eventRetentionDays: env.EVENT_RETENTION_DAYS,
      /**
       * Background jobs (decision 018): the first retry's delay, doubling for each further one, and
       * how long a job may run before it counts as lost (its process died) and is tried again.
       */
      jobs: { retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS, timeoutSeconds: env.JOB_TIMEOUT_SECONDS },
      /** PDF worker threads: time limit of one render, and renders that may wait for a thread. */
      pdf: { timeoutMs: env.PDF_RENDER_TIMEOUT_MS, queueLimit: env.PDF_QUEUE_LIMIT },
      /** Web Push signing keys; without them a pair is made once and kept in the database. */
      vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
      /** On SIGTERM: how long requests in flight may take to finish before their connections are cut. */
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      /** `GET /metrics` answers only with `Authorization: Bearer` this token; without one it is off. */
      metricsToken: env.METRICS_TOKEN,
      /** Push services besides the browsers' own that subscriptions may point at (a test's stand-in). */
      pushEndpointOrigins: (env.PUSH_ENDPOINT_ORIGINS ?? '')
        .split(',')
        .filter(Boolean)
        .map((o) => new URL(o).origin),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment; every bad value is named at once so start-up fails clearly. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(env).filter(([k, v]) => k in configSchema.in.shape && v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`設定が正しくありません (invalid configuration):\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // NODE_ENV=test mounts POST /api/test/companies, which creates accounts for anyone who asks: never on a reachable host.
  if (config.nodeEnv === 'test' && config.mainHost !== 'localhost') {
    throw new ConfigError('設定が正しくありません (invalid configuration):\n  NODE_ENV: test is only for MAIN_HOST=localhost');
  }
  if (Boolean(config.vapid.publicKey) !== Boolean(config.vapid.privateKey)) {
    throw new ConfigError('設定が正しくありません (invalid configuration):\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  // Two processes writing one PGlite directory lose writes: several instances need PostgreSQL.
  if (config.instances > 1 && !config.databaseUrl) {
    throw new ConfigError('設定が正しくありません (invalid configuration):\n  INSTANCES: more than one needs DATABASE_URL (PostgreSQL)');
  }
  if (config.nodeEnv === 'production' && !config.authSecret) {
    throw new ConfigError('設定が正しくありません (invalid configuration):\n  AUTH_SECRET: required in production (32+ characters)');
  }
  return config;
}

/** Origin of a partner's host (or the main host) as the browser reaches it. */
export function originFor(config: Pick<Config, 'baseUrl' | 'mainHost'>, oemId: string | null): string {
  const url = new URL(config.baseUrl);
  url.hostname = oemId ? `${oemId}.${config.mainHost}` : config.mainHost;
  return url.origin;
}
