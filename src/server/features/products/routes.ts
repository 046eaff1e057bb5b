import { productEndpoints } from '@/core/contracts/products';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/engine';
import { masterDataRoutes } from '../../master-data/routes';
import { productDefinition } from './definition';

/** 商品管理 (/api/products, flag products). */
export const productsRoutes = (db: Db, queue: JobQueue) => masterDataRoutes(db, queue, productDefinition, productEndpoints).app;
