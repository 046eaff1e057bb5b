import { dataExportEndpoints as endpoints } from '@/core/contracts/data-export';
import { actorOf, recordOperation } from '../audit/record-operation';
import { companyUserOf, userOf } from '../auth/session';
import type { Db } from '../db/client';
import { listCompanies } from '../features/admin/companies';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { companyExportResponse, exportSummary } from './export-response';

/** データの書き出し in 設定 (/api/settings/export): the company's admin, as the permission table says for /api/settings. */
export function companyExportRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.company, async (c) => {
    const user = companyUserOf(c);
    return companyExportResponse(c, db, { id: user.companyId, name: user.company.name }, (counts) =>
      recordOperation(db, actorOf(user), {
        operationType: 'company.export',
        targetType: 'company',
        targetId: user.companyId,
        detail: exportSummary(counts),
      }),
    );
  });
  return app;
}

/** データの書き出し of any company by the platform admin (/api/admin/companies/:id/export): one leaving, or asking for its data. */
export function adminCompanyExportRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/admin');
  on(endpoints.adminCompany, async (c) => {
    const manager = userOf(c);
    const [company] = await listCompanies(db, { id: c.req.param('id') });
    if (!company) throw notFound('会社が見つかりません');
    return companyExportResponse(c, db, company, (counts) =>
      recordOperation(
        db,
        { userId: manager.id, companyId: null, oemId: null },
        {
          operationType: 'admin.company.export',
          targetType: 'company',
          targetId: company.id,
          detail: { name: company.name, ...exportSummary(counts) },
        },
      ),
    );
  });
  return app;
}
