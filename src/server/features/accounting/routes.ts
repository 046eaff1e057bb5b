import { accountingPackageLabels } from '@/core/accounting';
import { journalLayouts, journalRecords } from '@/core/accounting-layouts';
import { receivablesEndpoints } from '@/core/contracts/receivables';
import { settingsEndpoints as endpoints } from '@/core/contracts/settings';
import { toCsv } from '@/core/csv';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import { csvBody } from '../../http/csv-body';
import type { AppEnv } from '../../http/env';
import { getAccountingSettings, saveAccountingSettings } from './accounting-settings';
import { journalEntries } from './journal-entries';

/** 設定 › 会計連携 (mounted under /api/settings: admins only, by the API guard). */
export function accountingSettingsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.accounting, async (c) => c.json(await getAccountingSettings(db, companyUserOf(c).companyId)));
  on(endpoints.saveAccounting, async (c) => c.json(await saveAccountingSettings(db, companyUserOf(c), c.req.valid('json'))));
  return app;
}

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * 仕訳CSV of a period for the company's accounting package (or the one asked for), mounted under
 * /api/receivables: the 請求書 flag opens it, like 売掛金 itself.
 */
export function journalExportRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/receivables/accounting-export');
  on(receivablesEndpoints.accountingExport, async (c) => {
    const { from, to, package: asked, daySales } = c.req.valid('query');
    const companyId = companyUserOf(c).companyId;
    const settings = await getAccountingSettings(db, companyId);
    const pkg = asked ?? settings.package;
    const entries = await journalEntries(db, companyId, settings, pkg, { from, to }, { daySales });
    const period = `${from.replace(/-/g, '')}-${to.replace(/-/g, '')}`;
    c.header('Content-Disposition', attachment(`journal-${pkg}-${period}.csv`, `仕訳_${accountingPackageLabels[pkg]}_${period}.csv`));
    return c.body(csvBody(c, toCsv(journalRecords(pkg, entries), { bom: false }), journalLayouts[pkg].encoding));
  });
  return app;
}
