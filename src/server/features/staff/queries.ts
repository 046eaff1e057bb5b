import { and, asc, eq, sql } from 'drizzle-orm';
import { approverRoles } from '@/core/approvals';
import type { StaffListItem, StaffMember } from '@/core/contracts/staff';
import type { Permissions } from '@/core/permissions';
import type { StaffStatus } from '@/core/schemas/staff';
import type { Db, Tx } from '../../db/client';
import { documentSettings, users } from '../../db/schema';
import { notFound } from '../../http/errors';

// Written out in full: inside sql`` drizzle would leave the columns unqualified.
const hasPassword = sql<boolean>`exists (select 1 from "accounts" where "accounts"."user_id" = "users"."id" and "accounts"."password" is not null)`;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  permissions: users.permissions,
  isActive: users.isActive,
  oemId: users.oemId,
  hasPassword,
  createdAt: users.createdAt,
};

type Row = {
  id: string;
  name: string;
  email: string;
  role: string;
  permissions: Permissions;
  isActive: boolean;
  hasPassword: boolean;
  createdAt: Date;
};

function toMember(row: Row): StaffMember {
  const status: StaffStatus = !row.isActive ? 'inactive' : row.hasPassword ? 'active' : 'invited';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // Company members are 'admin' or 'user'; a platform manager has no company and is never listed here.
    role: row.role === 'admin' ? 'admin' : 'user',
    permissions: row.permissions,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every member, with the steps of 承認フロー that name them. */
export async function listStaff(db: Db, companyId: string): Promise<StaffListItem[]> {
  const [rows, [settings]] = await Promise.all([
    db.select(columns).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.createdAt), asc(users.id)),
    db.select({ approvalRules: documentSettings.approvalRules }).from(documentSettings).where(eq(documentSettings.companyId, companyId)),
  ]);
  return rows.map((row) => ({ ...toMember(row), approves: approverRoles(settings?.approvalRules ?? {}, row.id) }));
}

/** A member of this company, or 404 — another company's user does not exist from here. */
export async function getStaff(db: Db | Tx, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  if (!row) throw notFound('担当者が見つかりません');
  return { ...toMember(row), oemId: row.oemId, isActive: row.isActive };
}
