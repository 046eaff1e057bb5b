// Sums the test reports of a CI run: vitest and playwright JSON, plus one per non-test step.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const read = (file) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : null);

for (const [file, step] of [
  ['vitest.json', 'test'],
  ['vitest-pg.json', 'test-postgres'],
]) {
  const report = read(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that fails to load has no failed tests but must still fail the run.
    if (report.numFailedTests === 0 && existsSync(join(dir, `step-${step}.failed`))) failed += 1;
  } else if (existsSync(join(dir, `step-${step}.failed`))) failed += 1;
}

const pw = read('playwright.json');
if (pw) {
  passed += pw.stats.expected;
  failed += pw.stats.unexpected + pw.stats.flaky;
  if (pw.stats.unexpected === 0 && existsSync(join(dir, 'step-e2e.failed'))) failed += 1;
} else if (existsSync(join(dir, 'step-e2e.failed'))) failed += 1;

for (const step of ['typecheck', 'lint', 'build']) {
  if (existsSync(join(dir, `step-${step}.ok`))) passed += 1;
  if (existsSync(join(dir, `step-${step}.failed`))) failed += 1;
}

const names = readdirSync(dir)
  .filter((f) => f.endsWith('.failed'))
  .map((f) => f.slice(5, -7));
if (names.length) console.log(`failed steps: ${names.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
