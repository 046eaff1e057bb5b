import { z } from 'zod';
import { historyQuery } from '../schemas/history';
import { endpoint } from './endpoint';

/** 操作履歴 (/api/history): read-only. Admins see the company's entries, role user their own. */

export const operationLogEntry = z.object({
  id: z.string(),
  operationType: z.string(),
  label: z.string(),
  timestamp: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string(),
  /** The screen of the record the entry is about, where there is one. */
  link: z.string().nullable(),
});
export type OperationLogEntry = z.output<typeof operationLogEntry>;

export const operationTypeOption = z.object({ value: z.string(), label: z.string() });
export type OperationTypeOption = z.output<typeof operationTypeOption>;

/** The entries, newest first, and the operation types of the log for the filter (none for the platform's log). */
export const historyResponse = z.object({ items: z.array(operationLogEntry), types: z.array(operationTypeOption) });
export type HistoryResponse = z.output<typeof historyResponse>;

export const historyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/history',
    summary: '操作履歴',
    query: historyQuery,
    response: historyResponse,
    errors: [],
  }),
};
