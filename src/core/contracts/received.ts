import { z } from 'zod';
import { receivedContentTypes, receivedKinds, receivedStatuses } from '../received';
import {
  receivedConfirmInput,
  receivedCorrectionInput,
  receivedDeletionInput,
  receivedListQuery,
  receivedUploadQuery,
} from '../schemas/received';
import { endpoint, noContent } from './endpoint';

/** 受領書類 (/api/received), behind the 請求書 flag: the money side of the company, like 入金管理. */

const person = z.object({ id: z.string(), name: z.string() }).nullable();

/** One version of the keys a person entered or confirmed; a correction adds the next. */
export const receivedVersion = z.object({
  version: z.number(),
  kind: z.enum(receivedKinds),
  transactionDate: z.string(),
  amount: z.number(),
  counterpartyName: z.string(),
  registrationNumber: z.string(),
  memo: z.string(),
  /** Why it was corrected; '' for the first version. */
  reason: z.string(),
  createdAt: z.string(),
  createdBy: person,
});
export type ReceivedVersion = z.output<typeof receivedVersion>;

/** A received file and, once saved, its latest version. */
export const receivedSummary = z.object({
  id: z.string(),
  status: z.enum(receivedStatuses),
  filename: z.string(),
  contentType: z.enum(receivedContentTypes),
  size: z.number(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedBy: person,
  latest: receivedVersion.nullable(),
});
export type ReceivedSummary = z.output<typeof receivedSummary>;

export const receivedDetail = receivedSummary.extend({
  /** Every version, oldest first. */
  versions: z.array(receivedVersion),
  deletion: z.object({ at: z.string(), by: person, reason: z.string() }).nullable(),
});
export type ReceivedDetail = z.output<typeof receivedDetail>;

export const receivedList = z.object({
  items: z.array(receivedSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  isTotalCapped: z.boolean(),
});
export type ReceivedList = z.output<typeof receivedList>;

/** 訂正削除の履歴: every upload, save, correction and deletion, oldest first. */
export const receivedHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  timestamp: z.string(),
  user: person,
  version: z.number().nullable(),
  /** What changed, in words: 金額 ¥10,000 → ¥11,000 … */
  note: z.string(),
});
export type ReceivedHistoryEntry = z.output<typeof receivedHistoryEntry>;

/** 取引先 suggestions: the company's customers (with their 登録番号) and names used before. */
export const receivedCounterparty = z.object({ name: z.string(), registrationNumber: z.string() });
export type ReceivedCounterparty = z.output<typeof receivedCounterparty>;

const fileTypes = { file: receivedContentTypes.join(' ') };

export const receivedEndpoints = {
  /** The body is the file itself (PDF, PNG or JPEG, up to 10 MB), its type in Content-Type. */
  upload: endpoint({
    method: 'POST',
    path: '/api/received/files',
    summary: '受領した書類のファイルを登録する (未確認の下書きになる)',
    query: receivedUploadQuery,
    status: 201,
    response: receivedSummary,
    errors: ['UNSUPPORTED_TYPE'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/received',
    summary: '受領書類の検索 (取引年月日・金額・取引先)',
    query: receivedListQuery,
    response: receivedList,
    errors: [],
  }),
  counterparties: endpoint({
    method: 'GET',
    path: '/api/received/lookups/counterparties',
    summary: '取引先の候補',
    query: z.object({ q: z.string().max(100).optional() }),
    response: z.array(receivedCounterparty),
    errors: [],
  }),
  /** 事務処理規程 (電子取引データの訂正及び削除の防止に関する事務処理規程), the company's name filled in. */
  rules: endpoint({
    method: 'GET',
    path: '/api/received/templates/rules',
    summary: '事務処理規程のひな形 (テキスト)',
    response: { file: 'text/plain' },
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/received/:id',
    summary: '受領書類 (全ての版)',
    response: receivedDetail,
    errors: ['NOT_FOUND'],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/received/:id/confirm',
    summary: '未確認の受領書類を保存する',
    body: receivedConfirmInput,
    response: receivedDetail,
    errors: ['NOT_FOUND', 'INVALID_STATUS'],
  }),
  correct: endpoint({
    method: 'POST',
    path: '/api/received/:id/corrections',
    summary: '保存済みの受領書類を訂正する (新しい版を作る)',
    body: receivedCorrectionInput,
    response: receivedDetail,
    errors: ['NOT_FOUND', 'INVALID_STATUS', 'NOTHING_TO_UPDATE'],
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/received/:id/deletion',
    summary: '受領書類を削除する (論理削除、理由を記録)',
    body: receivedDeletionInput,
    response: receivedDetail,
    errors: ['NOT_FOUND', 'INVALID_STATUS'],
  }),
  /** A file uploaded by mistake, before anyone saved it: gone, with its bytes. */
  discard: endpoint({
    method: 'DELETE',
    path: '/api/received/:id',
    summary: '未確認の受領書類を破棄する',
    response: noContent,
    errors: ['NOT_FOUND', 'INVALID_STATUS'],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/received/:id/history',
    summary: '受領書類の訂正削除の履歴',
    response: z.array(receivedHistoryEntry),
    errors: ['NOT_FOUND'],
  }),
  /** The bytes as received; `download=1` as an attachment, else shown in the page. */
  file: endpoint({
    method: 'GET',
    path: '/api/received/:id/file',
    summary: '受領書類のファイル (受領したままのもの)',
    query: z.object({ download: z.enum(['1']).optional() }),
    response: fileTypes,
    errors: ['NOT_FOUND'],
  }),
};
