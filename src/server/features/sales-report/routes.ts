import { salesReportEndpoints as endpoints } from '@/core/contracts/sales-report';
import { toCsv } from '@/core/csv';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import { csvBody } from '../../http/csv-body';
import type { AppEnv } from '../../http/env';
import { dailyReportRows, monthlyReportRows } from './csv';
import { dailyReport, monthlyReport } from './figures';

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * 売上日報・月報 (/api/sales-report): the API guard lets through members with the 注文確認 flag of a
 * table-ordering partner; every figure is read for the member's own company only.
 */
export function salesReportRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/sales-report');
  on(endpoints.day, async (c) => c.json(await dailyReport(db, companyUserOf(c).companyId, c.req.valid('query').date)));
  on(endpoints.month, async (c) => c.json(await monthlyReport(db, companyUserOf(c).companyId, c.req.valid('query').month)));
  on(endpoints.dayCsv, async (c) => {
    const { date, encoding } = c.req.valid('query');
    const report = await dailyReport(db, companyUserOf(c).companyId, date);
    const day = date.replace(/-/g, '');
    c.header('Content-Disposition', attachment(`daily-report-${day}.csv`, `売上日報_${day}.csv`));
    return c.body(csvBody(c, toCsv(dailyReportRows(report)), encoding));
  });
  on(endpoints.monthCsv, async (c) => {
    const { month, encoding } = c.req.valid('query');
    const report = await monthlyReport(db, companyUserOf(c).companyId, month);
    const name = month.replace(/-/g, '');
    c.header('Content-Disposition', attachment(`monthly-report-${name}.csv`, `月報_${name}.csv`));
    return c.body(csvBody(c, toCsv(monthlyReportRows(report)), encoding));
  });
  return app;
}
