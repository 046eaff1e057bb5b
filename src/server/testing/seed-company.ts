import { type OemType, type Permissions, permissionFlags } from '@/core/permissions';
import type { Db } from '../db/client';
import { companies, oems } from '../db/schema';
import { insertUser } from '../demo/demo-data';
import { insertMenu, insertSeats, type MenuSeed } from '../demo/demo-menu';

/**
 * A partner, company and accounts of their own for one test, so no test reads or changes
 * another's rows (nor the demo data). Used by the API tests' context and, under
 * NODE_ENV=test only, by the browser tests through POST /api/test/companies.
 */
export type SeedCompanyOptions = {
  type?: OemType;
  companyName?: string;
  storeName?: string;
  /** 登録番号, already normalised (T + 13 digits); none when left out. */
  registrationNumber?: string;
  /** Flags of a staff member (role user); no staff member when left out. */
  staffPermissions?: Permissions;
  /** A seat and a small menu, for restaurant partners. */
  menu?: boolean;
};

/** The password of every seeded account. */
export const testPassword = 'test-pass-2026';

const allFlags: Permissions = Object.fromEntries(permissionFlags.map((f) => [f, true]));

/** Small on purpose: a drink and two foods, enough to order, total and mark one 売り切れ. */
const testMenu: MenuSeed = [
  { category: 'ドリンク', items: [['ウーロン茶', 300, '']] },
  {
    category: 'フード',
    items: [
      ['唐揚げ', 680, '国産鶏もも肉'],
      ['枝豆', 380, '塩ゆで'],
    ],
  },
];

export async function seedTestCompany(db: Db, passwordHash: string, options: SeedCompanyOptions = {}) {
  const { type = 'standard', staffPermissions, menu = false } = options;
  const key = crypto.randomUUID().slice(0, 8);
  const oemId = `t${key}`;
  const oemName = `テストパートナー${key}`;
  await db.insert(oems).values({ id: oemId, name: oemName, type, showHistory: true });
  const companyId = `c-${key}`;
  const companyName = options.companyName ?? `テスト株式会社${key}`;
  const storeName = options.storeName ?? `テスト店${key}`;
  await db
    .insert(companies)
    .values({ id: companyId, oemId, name: companyName, storeName, registrationNumber: options.registrationNumber ?? '' });

  const account = async (role: 'admin' | 'user', name: string, permissions: Permissions) => {
    const email = `${role === 'admin' ? 'admin' : 'staff'}-${key}@test.example`;
    const id = await insertUser(db, { email, name, companyId, oemId, role, isManager: false, permissions }, passwordHash);
    return { id, email, name };
  };
  const admin = await account('admin', '管理 太郎', allFlags);
  const staff = staffPermissions ? await account('user', '担当 花子', staffPermissions) : null;

  const [seat] = menu ? await insertSeats(db, companyId, ['テーブル1']) : [];
  const items = menu ? await insertMenu(db, companyId, testMenu) : [];
  return { oemId, oemName, type, companyId, companyName, storeName, admin, staff, seat, items };
}
