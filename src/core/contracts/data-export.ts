import { endpoint } from './endpoint';

/**
 * データの書き出し: a company's tables, images and issued PDFs as one ZIP, streamed. The company's
 * admin takes their own in 設定; the platform manager takes any company's (one leaving, or asking
 * for its data).
 */
export const dataExportEndpoints = {
  company: endpoint({
    method: 'GET',
    path: '/api/settings/export',
    summary: '自社のデータを書き出す(ZIP)',
    response: { file: 'application/zip' },
    errors: ['EXPORT_TOO_LARGE'],
  }),
  adminCompany: endpoint({
    method: 'GET',
    path: '/api/admin/companies/:id/export',
    summary: '会社のデータを書き出す(ZIP)',
    response: { file: 'application/zip' },
    errors: ['NOT_FOUND', 'EXPORT_TOO_LARGE'],
  }),
};
