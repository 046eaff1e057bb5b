import { z } from 'zod';
import { mailDeliveryStatuses } from '../mail-deliveries';

const idField = (label: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, `${label}の形式が正しくありません`)
    .optional();

/** 送信履歴: the company's, a document's (`documentId`) or a 一括送信's (`batchId`), 50 a page; `status` one or more (comma-separated). */
export const mailDeliveriesQuery = z.object({
  documentId: idField('帳票ID'),
  batchId: idField('一括送信ID'),
  status: z
    .string()
    .transform((v) => v.split(','))
    .pipe(z.array(z.enum(mailDeliveryStatuses, { error: '状態の指定が正しくありません' })).max(5))
    .optional(),
  page: z.coerce.number({ error: 'ページは数値で指定してください' }).int().min(1, 'ページは1以上で指定してください').max(10_000).optional(),
});

/** 再送: `confirm` once the member was asked whether a mail that may have arrived should go again. */
export const resendMailInput = z.strictObject({ confirm: z.boolean({ error: '確認の指定が正しくありません' }).default(false) });

/**
 * The Idempotency-Key a client may send with a mail request (a new one per press of 送信): the
 * same key again answers the mail already queued instead of sending a second.
 */
export const idempotencyKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_:-]{8,100}$/, 'Idempotency-Key は英数字と - _ : の8〜100文字で指定してください');

/** 一括送信 of statements: each request names the batch it belongs to, for the progress. */
export const mailBatchIdField = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, '一括送信IDの形式が正しくありません');
