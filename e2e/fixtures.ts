import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const demoPassword = 'demo-pass-2026';
export const origin = (oemId: string | null) => `http://${oemId ? `${oemId}.` : ''}localhost:${port}`;

export const accounts = {
  demoAdmin: { email: 'admin@demo.example', name: '山田 太郎', oem: 'demo' },
  demoStaff: { email: 'staff@demo.example', name: '佐藤 花子', oem: 'demo' },
  officeAdmin: { email: 'admin@office.example', name: '鈴木 一郎', oem: 'office' },
  manager: { email: 'manager@example.com', name: '管理 者', oem: null },
} as const;

export async function fillSignIn(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Opens the login page of the account's own host and signs in; waits for the shell. */
export async function signIn(page: Page, account: (typeof accounts)[keyof typeof accounts], path = '/') {
  await page.goto(`${origin(account.oem)}${path === '/' ? '/login' : `/login/?url=${encodeURIComponent(path)}`}`);
  await fillSignIn(page, account.email);
  await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
}

/** The body of the newest development mail to an address, read from the server's outbox (.eml, base64 body). */
export function latestMailTo(email: string): string {
  const dir = join('data', 'e2e', 'outbox');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const eml = readFileSync(join(dir, file), 'utf8');
    if (!eml.includes(`To: ${email}`)) continue;
    const body = eml.slice(eml.indexOf('\n\n') + 2).replace(/\s+/g, '');
    return Buffer.from(body, 'base64').toString('utf8');
  }
  throw new Error(`no mail to ${email}`);
}
