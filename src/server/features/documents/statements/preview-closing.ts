import type { StatementBatch } from '@/core/contracts/statements';
import type { Db } from '../../../db/client';
import { loadSettings } from '../settings/document-settings';
import { readClosing } from './closing-data';
import { planClosing } from './closing-plan';

/**
 * 締め日の一覧: one row per customer closing that day — the statement issued for it, what it
 * would say, or why there is none — read in a fixed number of queries.
 */
export async function previewClosing(db: Db, companyId: string, closingDate: string): Promise<StatementBatch> {
  const settings = await loadSettings(db, companyId);
  const planned = planClosing(await readClosing(db, companyId, closingDate), closingDate, settings.roundingMode);
  return {
    closingDate,
    candidates: planned.map(
      ({ lines: _l, priceMode: _p, sources: _s, receivedToDate: _r, creditedToDate: _d, previousStatementId: _i, customer: _c, ...row }) =>
        row,
    ),
  };
}
