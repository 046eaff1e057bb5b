import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { CoursePlanList } from '@/core/contracts/course-plans';
import type { CoursePlanInput, CoursePlanSettingsInput } from '@/core/schemas/course-plans';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { coursePlanItems, coursePlanSettings, coursePlans, menuItems } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { menuChanged } from './menu-changes';

/** メニュー設定 → 放題プラン: the plans with their items, the diners' start setting and the menu to choose from. */
export async function listCoursePlans(db: Db | Tx, user: CompanyUser): Promise<CoursePlanList> {
  const [plans, items, menu, settings] = await Promise.all([
    db
      .select()
      .from(coursePlans)
      .where(and(eq(coursePlans.companyId, user.companyId), eq(coursePlans.isRetired, false)))
      .orderBy(asc(coursePlans.sortOrder), asc(coursePlans.createdAt)),
    db
      .select({
        planId: coursePlanItems.planId,
        itemId: coursePlanItems.itemId,
        price: coursePlanItems.price,
        name: menuItems.name,
        menuPrice: menuItems.price,
      })
      .from(coursePlanItems)
      .innerJoin(menuItems, eq(menuItems.id, coursePlanItems.itemId))
      .where(eq(coursePlanItems.companyId, user.companyId))
      .orderBy(asc(coursePlanItems.sortOrder)),
    db
      .select({ id: menuItems.id, name: menuItems.name, price: menuItems.price })
      .from(menuItems)
      .where(eq(menuItems.companyId, user.companyId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.createdAt)),
    db.select().from(coursePlanSettings).where(eq(coursePlanSettings.companyId, user.companyId)),
  ]);
  return {
    items: plans.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      minutes: p.minutes,
      lastOrderMinutes: p.lastOrderMinutes,
      limitPerGuest: p.limitPerGuest,
      items: items.filter((i) => i.planId === p.id).map(({ itemId, name, price, menuPrice }) => ({ itemId, name, price, menuPrice })),
    })),
    dinerCanStart: settings[0]?.dinerCanStart ?? false,
    menuItems: menu,
  };
}

/** The plan's items must all be the company's own menu items. */
async function writeItems(tx: Tx, companyId: string, planId: string, items: CoursePlanInput['items']) {
  const ids = items.map((i) => i.itemId);
  const own = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId), inArray(menuItems.id, ids)));
  if (own.length !== new Set(ids).size) throw new AppError(404, 'ITEM_NOT_FOUND', 'メニューにない商品が含まれています');
  await tx.delete(coursePlanItems).where(eq(coursePlanItems.planId, planId));
  await tx.insert(coursePlanItems).values(items.map((i, n) => ({ planId, companyId, itemId: i.itemId, price: i.price, sortOrder: n })));
}

const planValues = ({ items: _, ...plan }: CoursePlanInput) => plan;

export async function createCoursePlan(db: Db, user: CompanyUser, input: CoursePlanInput) {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const [last] = await tx
      .select({ n: max(coursePlans.sortOrder) })
      .from(coursePlans)
      .where(eq(coursePlans.companyId, user.companyId));
    await tx.insert(coursePlans).values({ id, companyId: user.companyId, ...planValues(input), sortOrder: (last?.n ?? 0) + 1 });
    await writeItems(tx, user.companyId, id, input.items);
    await saved(tx, user, id, input.name);
    return listCoursePlans(tx, user);
  });
}

async function ownPlan(tx: Tx, user: CompanyUser, id: string) {
  const [plan] = await tx
    .select({ id: coursePlans.id })
    .from(coursePlans)
    .where(and(eq(coursePlans.companyId, user.companyId), eq(coursePlans.id, id), eq(coursePlans.isRetired, false)))
    .for('update');
  if (!plan) throw new AppError(404, 'NOT_FOUND', '放題プランが見つかりません');
}

/** A change reaches the seats running the plan from their next order (their clock stays as started). */
export async function updateCoursePlan(db: Db, user: CompanyUser, id: string, input: CoursePlanInput) {
  return db.transaction(async (tx) => {
    await ownPlan(tx, user, id);
    await tx
      .update(coursePlans)
      .set({ ...planValues(input), updatedAt: new Date() })
      .where(eq(coursePlans.id, id));
    await writeItems(tx, user.companyId, id, input.items);
    await saved(tx, user, id, input.name);
    return listCoursePlans(tx, user);
  });
}

/** Retired, not deleted: the seats that ran it still name it. */
export async function retireCoursePlan(db: Db, user: CompanyUser, id: string) {
  return db.transaction(async (tx) => {
    await ownPlan(tx, user, id);
    await tx.update(coursePlans).set({ isRetired: true, updatedAt: new Date() }).where(eq(coursePlans.id, id));
    await saved(tx, user, id, '削除');
    return listCoursePlans(tx, user);
  });
}

export async function saveCoursePlanSettings(db: Db, user: CompanyUser, input: CoursePlanSettingsInput) {
  return db.transaction(async (tx) => {
    const values = { dinerCanStart: input.dinerCanStart, updatedAt: new Date() };
    await tx
      .insert(coursePlanSettings)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: coursePlanSettings.companyId, set: values });
    await saved(tx, user, user.companyId, input.dinerCanStart ? 'お客様の開始: 許可' : 'お客様の開始: 不可');
    return listCoursePlans(tx, user);
  });
}

async function saved(tx: Tx, user: CompanyUser, targetId: string, name: string) {
  await recordOperation(tx, actorOf(user), { operationType: 'menu.plan-save', targetType: 'course-plan', targetId, detail: { name } });
  await menuChanged(tx, user.companyId);
}
