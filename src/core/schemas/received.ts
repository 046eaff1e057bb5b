import { z } from 'zod';
import { maxYen } from '../money';
import { receivedKinds, receivedStatuses } from '../received';
import { optionalText, requiredText, strictKeys } from './common';
import { dateField, documentListQuery } from './documents';
import { registrationNumberField } from './japanese-fields';
import { yenSchema } from './orders';

/** What a person enters or confirms for a received file: the three search keys, and the rest. */
const receivedFields = {
  kind: z.enum(receivedKinds, { error: '書類の種類を選んでください' }),
  transactionDate: dateField('取引年月日'),
  amount: yenSchema('金額', maxYen),
  counterpartyName: requiredText('取引先', 100),
  registrationNumber: registrationNumberField(),
  memo: optionalText('メモ', 500),
};

/** 保存: the first version of a draft entry. */
export const receivedConfirmInput = z.strictObject(receivedFields, strictKeys);
export type ReceivedConfirmInput = z.infer<typeof receivedConfirmInput>;

/** 訂正: a new version, the previous one kept; the reason is part of 訂正削除の履歴. */
export const receivedCorrectionInput = z.strictObject({ ...receivedFields, reason: requiredText('訂正の理由', 200) }, strictKeys);
export type ReceivedCorrectionInput = z.infer<typeof receivedCorrectionInput>;

/** 削除 (logical): the entry stays, marked deleted, with who, when and why. */
export const receivedDeletionInput = z.strictObject({ reason: requiredText('削除の理由', 200) }, strictKeys);
export type ReceivedDeletionInput = z.infer<typeof receivedDeletionInput>;

const { q, counterparty, amountMin, amountMax, page } = documentListQuery.shape;

/** The list's filters, any combination: 取引年月日 and 金額 ranges, 取引先 (partial), and kind and status. */
export const receivedListQuery = z.object({
  /** Free text: part of the 取引先, the メモ or the file's name. */
  q,
  counterparty,
  dateFrom: dateField('取引年月日(から)').optional(),
  dateTo: dateField('取引年月日(まで)').optional(),
  amountMin,
  amountMax,
  kind: z.enum(receivedKinds, { error: '書類の種類が正しくありません' }).optional(),
  status: z.enum(receivedStatuses, { error: '状態が正しくありません' }).optional(),
  page,
  sort: z
    .enum(['transactionDate', 'amount', 'counterparty', 'createdAt'], { error: '並べ替えの項目が正しくありません' })
    .default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: '並び順が正しくありません' }).default('desc'),
});
export type ReceivedListQuery = z.infer<typeof receivedListQuery>;

/** The upload's query: the file's own name (the body is the file). */
export const receivedUploadQuery = z.object({
  filename: z.string({ error: 'ファイル名がありません' }).trim().min(1, 'ファイル名がありません').max(200, 'ファイル名が長すぎます'),
});
