import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config';

/**
 * AUTH_SECRET signs session cookies. Without it (development), one is generated once and
 * kept in DATA_DIR so sessions survive restarts; production refuses to start without it.
 */
export function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const dir = resolve(config.dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
