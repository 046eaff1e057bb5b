import { coursePlanEndpoints as endpoints } from '@/core/contracts/course-plans';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { createCoursePlan, listCoursePlans, retireCoursePlan, saveCoursePlanSettings, updateCoursePlan } from './course-plans';
import { endPlan, extendPlan, listStaffSeatPlans, startPlanOnSeat } from './seat-plans';

type On = ReturnType<typeof contractRouter<AppEnv>>['on'];

/** メニュー設定 → 放題プラン. Under /api/menu (flag order). */
export function coursePlanMenuRoutes(on: On, db: Db) {
  on(endpoints.list, async (c) => c.json(await listCoursePlans(db, companyUserOf(c))));
  on(endpoints.create, async (c) => c.json(await createCoursePlan(db, companyUserOf(c), c.req.valid('json')), 201));
  on(endpoints.update, async (c) => c.json(await updateCoursePlan(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.remove, async (c) => c.json(await retireCoursePlan(db, companyUserOf(c), c.req.param('id'))));
  on(endpoints.saveSettings, async (c) => c.json(await saveCoursePlanSettings(db, companyUserOf(c), c.req.valid('json'))));
}

/** A seat's 放題プラン on 注文確認: start, 延長, 終了. Under /api/orders (flag quote). */
export function seatPlanRoutes(on: On, db: Db) {
  on(endpoints.seatPlans, async (c) => c.json(await listStaffSeatPlans(db, companyUserOf(c))));
  on(endpoints.start, async (c) => c.json(await startPlanOnSeat(db, companyUserOf(c), c.req.param('seatId'), c.req.valid('json')), 201));
  on(endpoints.extend, async (c) => c.json(await extendPlan(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.end, async (c) => c.json(await endPlan(db, companyUserOf(c), c.req.param('id'))));
}
