import { z } from 'zod';
import { documentKinds, numberResets, templateProblem } from '../documents';
import { dateStyles, toHalfWidth } from '../format';
import { optionalText, requiredText, strictKeys } from './common';
import { paymentTermsSchema } from './customers';
import { emailField, phoneField, postalCodeField, registrationNumberField } from './japanese-fields';
import { codePrefixSchema } from './products';

/** 自社情報: printed as the issuer of every document. */
export const companyProfileInput = z.strictObject(
  {
    name: requiredText('会社名', 100),
    storeName: optionalText('店舗名', 100),
    postalCode: postalCodeField(),
    address: optionalText('住所', 200),
    phone: phoneField(),
    email: emailField(),
    registrationNumber: registrationNumberField(),
    logoFileId: z.string().min(1).nullable().default(null),
    sealFileId: z.string().min(1).nullable().default(null),
  },
  strictKeys,
);
export type CompanyProfileInput = z.infer<typeof companyProfileInput>;

export const bankAccountTypes = ['普通', '当座', '貯蓄'] as const;

/** 振込先 */
export const bankAccountInput = z.strictObject(
  {
    bankName: requiredText('銀行名', 50),
    branchName: requiredText('支店名', 50),
    accountType: z.enum(bankAccountTypes, { error: '口座種別を選んでください' }).default('普通'),
    accountNumber: z
      .string({ error: '口座番号を入力してください' })
      .trim()
      .transform((v) => toHalfWidth(v))
      .pipe(z.string().regex(/^\d{7}$/, '口座番号は7桁の数字で入力してください')),
    accountHolder: requiredText('口座名義', 100),
    isDefault: z.boolean().default(false),
  },
  strictKeys,
);
export type BankAccountInput = z.infer<typeof bankAccountInput>;

const numberingInput = z.strictObject(
  {
    template: z
      .string({ error: '採番形式を入力してください' })
      .trim()
      .superRefine((v, ctx) => {
        const problem = templateProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    reset: z.enum(numberResets, { error: 'リセット周期を選んでください' }),
    nextNumber: z
      .number({ error: '次の番号は数字で入力してください' })
      .int('次の番号は整数で入力してください')
      .min(1, '次の番号は1以上で入力してください')
      .max(99_999_999, '次の番号が大きすぎます'),
  },
  strictKeys,
);

const perKind = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(documentKinds.map((k) => [k, schema])) as Record<(typeof documentKinds)[number], T>, strictKeys);

export const defaultCodePrefixes = { customer: 'C-', product: 'P-' } as const;
export type CodePrefixes = { customer: string; product: string };

/** 接頭辞 of the codes the server gives a 顧客 or 商品 registered without one. */
const codePrefixesInput = z
  .strictObject(
    {
      customer: codePrefixSchema('顧客コードの接頭辞').default(defaultCodePrefixes.customer),
      product: codePrefixSchema('商品コードの接頭辞').default(defaultCodePrefixes.product),
    },
    strictKeys,
  )
  .default({ ...defaultCodePrefixes });

/** 帳票設定 */
export const documentSettingsInput = z.strictObject(
  {
    roundingMode: z.enum(['floor', 'ceil', 'round'], { error: '端数処理を選んでください' }),
    numbering: perKind(numberingInput),
    defaultNotes: perKind(optionalText('備考の既定値', 2000)),
    defaultPaymentTerms: paymentTermsSchema,
    dateStyle: z.enum(dateStyles, { error: '日付の表記は「西暦」か「和暦」を選んでください' }).default('gregorian'),
    codePrefixes: codePrefixesInput,
  },
  strictKeys,
);
export type DocumentSettingsInput = z.infer<typeof documentSettingsInput>;
