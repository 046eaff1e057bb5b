/**
 * `npx tsx scripts/check-log-secrets.ts LOG_FILE`: reads a server log written by the whole API test
 * suite (LOG_LEVEL=debug LOG_FILE=… npm test) and fails if any line holds a password the tests
 * sign in with, a session cookie or a bearer token. CI runs it after the tests (.ci/run).
 */
import { readFileSync } from 'node:fs';
import { demoPassword } from '../src/server/demo/demo-data';
import { testPassword } from '../src/server/testing/seed-company';

const file = process.argv[2];
if (!file) {
  console.error('ログファイルを指定してください');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
const secrets: [string, RegExp][] = [
  ['the test password', new RegExp(testPassword)],
  ['the demo password', new RegExp(demoPassword)],
  ['a session cookie', /kanri[._-]session_token=|session_token=[A-Za-z0-9]/],
  ['a bearer token', /Bearer [A-Za-z0-9._~+/-]{8,}/],
];
let requests = 0;
const found: string[] = [];
for (const [i, line] of lines.entries()) {
  let entry: { msg?: string };
  try {
    entry = JSON.parse(line);
  } catch {
    found.push(`line ${i + 1}: not JSON`);
    continue;
  }
  if (entry.msg === 'リクエスト' || entry.msg === '遅いリクエスト') requests++;
  for (const [name, pattern] of secrets) if (pattern.test(line)) found.push(`line ${i + 1}: ${name}`);
}
// A log without the suite's requests proves nothing.
if (requests < 1000) found.push(`only ${requests} request lines: was the suite run with LOG_LEVEL=debug and LOG_FILE?`);
if (found.length > 0) {
  console.error(`ログに秘密の情報があります (${found.length}):\n${found.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`${lines.length} lines, ${requests} requests: no password, cookie or token`);
