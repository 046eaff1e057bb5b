import { availableParallelism } from 'node:os';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { type Permissions, permissionFlags } from '@/core/permissions';
import type { Db } from '../db/client';
import { accounts, companies, oems, users } from '../db/schema';
import { createPdfRenderer } from '../pdf/pool';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoMenu } from './demo-menu';
import { seedDemoRecurringInvoice } from './demo-recurring';

/** The demo contract of the README: partners, companies and accounts a newcomer signs in with. */
export const demoPassword = 'demo-pass-2026';

const allFlags: Permissions = Object.fromEntries(permissionFlags.map((f) => [f, true]));

export const demoOems = [
  { id: 'demo', name: 'デモパートナー', type: 'mobile-order', bg: '#4a5565', text: '#4a5565', showHistory: true },
  { id: 'office', name: 'オフィスパートナー', type: 'standard', bg: '#1e3a8a', text: '#ffffff', showHistory: false },
] as const;

export const demoCompanies = [
  { id: 'demo-company', oemId: 'demo', name: 'デモ株式会社', storeName: 'デモ食堂' },
  { id: 'office-company', oemId: 'office', name: 'サンプル商事株式会社', storeName: '' },
] as const;

export const demoUsers = [
  {
    email: 'admin@demo.example',
    name: '山田 太郎',
    companyId: 'demo-company',
    oemId: 'demo',
    role: 'admin',
    isManager: false,
    permissions: allFlags,
  },
  {
    email: 'staff@demo.example',
    name: '佐藤 花子',
    companyId: 'demo-company',
    oemId: 'demo',
    role: 'user',
    isManager: false,
    permissions: { products: true, quote: true },
  },
  {
    email: 'admin@office.example',
    name: '鈴木 一郎',
    companyId: 'office-company',
    oemId: 'office',
    role: 'admin',
    isManager: false,
    permissions: allFlags,
  },
  { email: 'manager@example.com', name: '管理 者', companyId: null, oemId: null, role: 'admin', isManager: true, permissions: {} },
] as const;

export type NewUser = {
  email: string;
  name: string;
  companyId: string | null;
  oemId: string | null;
  role: string;
  isManager: boolean;
  permissions: Permissions;
};

/** Creates a user with a password account; `passwordHash` lets callers hash once for many users. */
export async function insertUser(db: Db, user: NewUser, passwordHash: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, ...user, emailVerified: true });
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), userId: id, accountId: id, providerId: 'credential', password: passwordHash });
  });
  return id;
}

/** Idempotent: rows that already exist (by id or e-mail) are left as they are. */
export async function seedDemo(db: Db): Promise<void> {
  await db
    .insert(oems)
    .values([...demoOems])
    .onConflictDoNothing();
  await db
    .insert(companies)
    .values([...demoCompanies])
    .onConflictDoNothing();
  const hash = await hashPassword(demoPassword);
  for (const user of demoUsers) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    if (!existing) await insertUser(db, { ...user, permissions: { ...user.permissions } }, hash);
  }
  await seedDemoMenu(db, 'demo-company');
  // Seeding runs before the server serves anyone: its PDFs may have every core, the companies side by side.
  const pdf = createPdfRenderer({ timeoutMs: 60_000, queueLimit: 40, threads: availableParallelism() });
  try {
    await Promise.all(
      demoCompanies.map(async (company) => {
        await seedDemoMasterData(db, company.id);
        await seedDemoDocuments({ db, pdf }, company.id);
        await seedDemoRecurringInvoice(db, company.id);
      }),
    );
  } finally {
    await pdf.close();
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: oems.id }).from(oems).limit(1);
  return rows.length === 0;
}
