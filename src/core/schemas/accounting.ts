import { z } from 'zod';
import { type AccountRole, accountingPackages, accountRoleLabels, accountRoles, defaultAccountMapping, feeTreatments } from '../accounting';
import { strictKeys } from './common';
import { dateField } from './documents';

/** A name as the accounting package spells it: its imports cut 勘定科目 at 24 half-width characters. */
const accountSetting = (role: AccountRole) =>
  z.strictObject(
    {
      account: z
        .string({ error: `${accountRoleLabels[role]}の勘定科目を入力してください` })
        .trim()
        .min(1, `${accountRoleLabels[role]}の勘定科目を入力してください`)
        .max(24, `${accountRoleLabels[role]}の勘定科目は24文字以内で入力してください`),
      subAccount: z
        .string({ error: `${accountRoleLabels[role]}の補助科目は文字列で入力してください` })
        .trim()
        .max(24, `${accountRoleLabels[role]}の補助科目は24文字以内で入力してください`)
        .default(''),
    },
    strictKeys,
  );

/**
 * Roles added after 会計連携 first shipped: a client that does not send them yet saves the
 * default name instead of being refused.
 */
const laterRoles: readonly AccountRole[] = ['disbursement', 'feeDiscount', 'storeCash', 'storeCard', 'storeQr', 'storeOther'];
const roleField = (role: AccountRole) =>
  laterRoles.includes(role) ? accountSetting(role).default(defaultAccountMapping[role]) : accountSetting(role);

/** 会計連携 in 設定: the package, every account (none may be empty) and how the 振込手数料 is booked. */
export const accountingSettingsInput = z.strictObject(
  {
    package: z.enum(accountingPackages, { error: '会計ソフトを選んでください' }),
    accounts: z.strictObject(
      Object.fromEntries(accountRoles.map((role) => [role, roleField(role)])) as Record<AccountRole, ReturnType<typeof roleField>>,
      { error: '勘定科目の形式が正しくありません' },
    ),
    customerAsSubAccount: z.boolean({ error: '補助科目の指定が正しくありません' }).default(true),
    feeTreatment: z.enum(feeTreatments, { error: '振込手数料の仕訳を選んでください' }).default('expense'),
  },
  strictKeys,
);
export type AccountingSettingsInput = z.infer<typeof accountingSettingsInput>;

/** 仕訳CSV: a period of issue and payment dates, both ends included; the package defaults to the company's. */
export const journalExportQuery = z
  .object({
    from: dateField('開始日'),
    to: dateField('終了日'),
    package: z.enum(accountingPackages, { error: '会計ソフトは freee, moneyforward, yayoi のいずれかです' }).optional(),
    /** 1: the restaurant's 会計 per business day as 店舗売上 entries too (売上日報's figures). */
    daySales: z
      .enum(['0', '1'], { error: '店舗売上の指定は 0 か 1 です' })
      .optional()
      .transform((v) => v === '1'),
  })
  .refine((q) => q.from <= q.to, { message: '終了日は開始日以降の日付にしてください', path: ['to'] });
