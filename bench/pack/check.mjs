// Exits 1 unless the pack's results (argument: results.jsonl) hold a run of every INSTANCES setup
// asked for (env PACK_INSTANCES, default 1,2) with orders placed and none missing, doubled or failed.
import { readFileSync } from 'node:fs';

const lines = readFileSync(process.argv[2] ?? '', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const runs = lines.filter((r) => typeof r.setup === 'string' && r.setup.startsWith('INSTANCES='));
const wanted = (process.env.PACK_INSTANCES ?? '1,2').split(',').map((n) => `INSTANCES=${n}`);
const problems = [];
for (const setup of wanted)
  if (!runs.some((r) => r.setup === setup && r.ordersPerSecond > 0)) problems.push(`${setup}: no run with orders`);
for (const r of runs) {
  if (r.error || r.skipped) problems.push(`${r.setup} ${r.app}: ${r.error ?? 'skipped'}`);
  else if (r.missing || r.duplicates || r.failed)
    problems.push(`${r.setup} ${r.app}: missing ${r.missing}, duplicates ${r.duplicates}, failed ${r.failed}`);
}
for (const r of runs.filter((run) => !run.error && !run.skipped))
  console.log(`${r.setup} ${r.app}: ${r.ordersPerSecond} orders/s, missing ${r.missing}, duplicates ${r.duplicates}, failed ${r.failed}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
