import { bankStatementsEndpoints as endpoints } from '@/core/contracts/bank-statements';
import { columnMappingQuery } from '@/core/schemas/bank-statements';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../http/errors';
import { confirmBankStatement } from './bank-statement-confirm';
import { previewBankStatement } from './bank-statement-preview';

/**
 * /api/payments/bank-statements: 明細取込 (入金管理). The API guard has checked the invoice flag,
 * as for every /api/payments route.
 */
export function bankStatementRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/payments/bank-statements');
  /** Body: the statement file itself. Query: a column mapping for a CSV the product does not know. */
  on(endpoints.import, async (c) => {
    const query = c.req.query();
    let chosen = null;
    if (query.dateColumn !== undefined || query.amountColumn !== undefined || query.payerColumn !== undefined) {
      const parsed = columnMappingQuery.safeParse(query);
      if (!parsed.success) throw new AppError(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? '列の対応が正しくありません');
      chosen = parsed.data;
    }
    return c.json(await previewBankStatement(db, companyUserOf(c), new Uint8Array(await c.req.arrayBuffer()), chosen));
  });
  on(endpoints.confirm, async (c) => c.json(await confirmBankStatement(db, companyUserOf(c), c.req.valid('json'))));
  return app;
}
