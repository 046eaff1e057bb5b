import { z } from 'zod';
import { toHalfWidth } from '../format';
import { mailLimitTiers } from '../mail-limits';
import { maxRemoteConfigParameters } from '../remote-config';
import { emailSchema } from './auth';
import { requiredText, strictKeys } from './common';
import { personNameSchema } from './staff';

/** Subdomains that belong to the platform itself. */
export const reservedOemIds = [
  'www',
  'admin',
  'api',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'auth',
  'login',
  'localhost',
  'test',
  'dev',
  'staging',
];

export const oemIdSchema = z
  .string({ error: 'IDを入力してください' })
  .trim()
  .min(1, 'IDを入力してください')
  .max(40, 'IDは40文字以内で入力してください')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'IDは半角英小文字・数字・ハイフンで入力してください(先頭と末尾にハイフンは使えません)')
  .refine((id) => !reservedOemIds.includes(id), 'このIDは予約されているため使用できません');

const colour = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .regex(/^#[0-9a-fA-F]{6}$/, `${label}は #RRGGBB の形式で入力してください`)
    .transform((v) => v.toLowerCase());

const oemFields = {
  name: requiredText('パートナー名', 100),
  type: z.enum(['standard', 'mobile-order'], { error: '種類は「標準」か「モバイルオーダー」を選んでください' }),
  bg: colour('背景色'),
  text: colour('文字色'),
  showHistory: z.boolean({ error: '操作履歴の表示を選んでください' }),
};

export const createOemInput = z.strictObject({ id: oemIdSchema, ...oemFields }, strictKeys);
export type CreateOemInput = z.infer<typeof createOemInput>;
export const updateOemInput = z.strictObject(
  { id: oemIdSchema.optional(), ...Object.fromEntries(Object.entries(oemFields).map(([k, v]) => [k, v.optional()])) } as {
    id: z.ZodOptional<typeof oemIdSchema>;
  } & { [K in keyof typeof oemFields]: z.ZodOptional<(typeof oemFields)[K]> },
  strictKeys,
);
export type UpdateOemInput = z.infer<typeof updateOemInput>;

export const createCompanyInput = z.strictObject(
  {
    name: requiredText('会社名', 100),
    storeName: z.string().trim().max(100, '店舗名は100文字以内で入力してください').default(''),
    oemId: z.string({ error: 'パートナーを選んでください' }).min(1, 'パートナーを選んでください'),
    adminName: personNameSchema,
    adminEmail: emailSchema,
  },
  strictKeys,
);
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;

export const updateCompanyStatusInput = z.strictObject(
  { status: z.enum(['active', 'suspended'], { error: '状態が正しくありません' }) },
  strictKeys,
);
export const updateUserInput = z.strictObject({ isManager: z.boolean({ error: '値が正しくありません' }) }, strictKeys);

/** One remote-config parameter of a partner: a key the pages read by name, and its text. */
const parameterKey = z
  .string({ error: 'キーを入力してください' })
  .trim()
  .min(1, 'キーを入力してください')
  .max(64, 'キーは64文字以内で入力してください')
  .regex(/^[a-z][a-z0-9_]*$/, 'キーは半角英小文字で始まり、半角英小文字・数字・アンダースコアで入力してください');

/** Every parameter of a partner at once (what is not listed is removed). */
export const partnerParametersInput = z.strictObject(
  {
    items: z
      .array(z.strictObject({ key: parameterKey, value: z.string().max(1000, '値は1000文字以内で入力してください') }, strictKeys))
      .max(maxRemoteConfigParameters, `パラメータは${maxRemoteConfigParameters}個までです`)
      .refine((items) => new Set(items.map((i) => i.key)).size === items.length, 'キーが重複しています'),
  },
  strictKeys,
);
export type PartnerParametersInput = z.infer<typeof partnerParametersInput>;

/** A limit a manager sets (full-width digits and commas accepted), or empty/null for the tier's default. */
const mailLimitValue = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label}は数字で入力してください` })
    .default(null)
    .transform((v) =>
      v === null || (typeof v === 'string' && v.trim() === '') ? null : Number(toHalfWidth(String(v)).replace(/,/g, '').trim()),
    )
    .pipe(
      z
        .number({ error: `${label}は数字で入力してください` })
        .int(`${label}は整数で入力してください`)
        .min(1, `${label}は1以上で入力してください`)
        .max(max, `${label}は${max.toLocaleString('ja-JP')}以下で入力してください`)
        .nullable(),
    );

/** A company's mail limits (core/mail-limits): its tier, and the values that replace the tier's defaults. */
export const mailLimitsInput = z.strictObject(
  {
    tier: z.enum(mailLimitTiers, { error: '上限の区分を選んでください' }),
    recipientsPerMessage: mailLimitValue('1通あたりの宛先数', 1000),
    messagesPerHour: mailLimitValue('会社全体の送信数', 100_000),
    messagesPerHourPerUser: mailLimitValue('ユーザー1人の送信数', 100_000),
    newRecipientsPerDay: mailLimitValue('新しい宛先の数', 100_000),
  },
  strictKeys,
);
export type MailLimitsInput = z.infer<typeof mailLimitsInput>;
