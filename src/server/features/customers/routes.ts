import type { Db } from '../../db/client';
import { masterDataRoutes } from '../../master-data/routes';
import { customerDefinition } from './definition';

/** 顧客管理 (/api/customers, flag customer). */
export const customersRoutes = (db: Db) => masterDataRoutes(db, customerDefinition);
