import { defineConfig, devices } from '@playwright/test';

/** Browser tests drive Debian's chromium (never a downloaded browser) against a fresh server. */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The stand-in push service of the push test (e2e/fixtures.ts pushServicePort), the one the server may post to besides the browsers' own. */
const pushServicePort = port + 7;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
export default defineConfig({
  testDir: 'e2e',
  // Two cores: a third worker only queues behind the server's own work.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://demo.localhost:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every test seeds its own partner and company (e2e/fixtures.ts), so any two may run at once;
    // the demo accounts are only signed in to and read.
    { name: 'chromium', fullyParallel: true, use: chromium },
  ],
  webServer: {
    command: `rm -rf data/e2e && NODE_ENV=test DATA_DIR=data/e2e PORT=${port} AUTH_RATE_LIMIT=1000 PUSH_ENDPOINT_ORIGINS=http://127.0.0.1:${pushServicePort} npx tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // NODE_ENV=test mounts POST /api/test/companies, which the fixtures seed through.
    // The first boot seeds the demo data, whose issued documents each render their PDF (about 30 s on 2 busy cores).
    // E2E_BOOT_TIMEOUT_MS: longer on a machine shared with other heavy work.
    timeout: Number(process.env.E2E_BOOT_TIMEOUT_MS ?? 120_000),
    stdout: 'pipe',
  },
});
