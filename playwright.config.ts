import { existsSync } from 'node:fs';
import { defineConfig, devices, type LaunchOptions } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against a fresh server, in
 * two builds of it. Most tests run in Chromium's headless shell (Debian's chromium-headless-shell:
 * the same Blink and V8 without the desktop browser around them), which costs the machine about
 * 40 % less CPU than the full browser for the same tests: 369 s of Chromium CPU for the suite
 * against 632 s, on two cores where the suite is bound by CPU. The tests tagged @full-browser need
 * what only the full browser has (its PDF viewer in a frame, notifications from a service
 * worker) and run in it.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The stand-in push service of the push test (e2e/fixtures.ts pushServicePort), the one the server may post to besides the browsers' own. */
const pushServicePort = port + 7;
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// Where only the full browser is installed, every test runs in it (slower, same results).
const headlessShell = existsSync(headlessShellPath) ? headlessShellPath : fullBrowser;
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: launchArgs } satisfies LaunchOptions,
});
export default defineConfig({
  testDir: 'e2e',
  // Three: the tests spend part of their time waiting on the server and the browser, so a third
  // worker fills the cores. Two cores, one run each: 4.2 min with two workers, 3.5 with three, 3.7
  // with four. Ten runs in a row with three, all 94 tests passing in each: 3.2 to 3.8 min, and 4.4
  // in the one run that shared the machine with a unit-test run.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://demo.localhost:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A trace records a screenshot stream and a DOM snapshot at every step of every test, kept or
    // not: measured on the sweep's four back-office tests, 188 s with it against 87 s without (the
    // screenshots alone cost the browser's GPU process 43 s of CPU). A failure still writes the
    // page's accessibility snapshot (error-context.md); E2E_TRACE=1 records traces to look into one
    // (only 1: E2E_TRACE=0 or =off must not turn them on).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  projects: [
    // Every test seeds its own partner and company (e2e/fixtures.ts), so any two may run at once;
    // the demo accounts are only signed in to and read.
    { name: 'chromium', fullyParallel: true, grepInvert: /@full-browser/, use: chromium(headlessShell) },
    { name: 'chromium-full', fullyParallel: true, grep: /@full-browser/, use: chromium(fullBrowser) },
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
