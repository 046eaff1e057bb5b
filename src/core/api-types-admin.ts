/** /api/history and /api/admin/history answer the same shape, declared by the history contract. */
export type { HistoryResponse, OperationLogEntry, OperationTypeOption } from './contracts/history';
