import { customerEndpoints as endpoints } from '@/core/contracts/customers';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/engine';
import { masterDataRoutes } from '../../master-data/routes';
import { customerDefinition } from './definition';
import { eraseCustomer } from './erase-customer';

/** 顧客管理 (/api/customers, flag customer); erasing a customer's personal data also needs an admin. */
export function customersRoutes(db: Db, queue: JobQueue) {
  const { app, on } = masterDataRoutes(db, queue, customerDefinition, endpoints);
  on(endpoints.erase, async (c) => c.json(await eraseCustomer(db, companyUserOf(c), c.req.param('id'))));
  return app;
}
