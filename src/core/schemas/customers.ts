import { z } from 'zod';
import { pdfLanguages } from '../pdf-languages';
import { optionalText, requiredText, strictKeys } from './common';
import { emailField, phoneField, postalCodeField, registrationNumberField } from './japanese-fields';
import { codeSchema } from './products';

export const honorifics = ['御中', '様'] as const;

/** Days 1–28, or 31 for 末 (month end). */
const day = (label: string) =>
  z
    .number({ error: `${label}を選んでください` })
    .int()
    .refine((d) => (d >= 1 && d <= 28) || d === 31, `${label}は1〜28日か末日を選んでください`);
export const monthEnd = 31;

export const paymentTermsSchema = z
  .strictObject({
    closingDay: day('締め日'),
    /** 0 当月, 1 翌月, 2 翌々月, 3 3ヶ月後 */
    paymentMonthOffset: z.number().int().min(0, '支払月を選んでください').max(3, '支払月を選んでください'),
    paymentDay: day('支払日'),
  })
  .nullable()
  .default(null);
export type PaymentTerms = NonNullable<z.infer<typeof paymentTermsSchema>>;

const months = ['当月', '翌月', '翌々月', '3ヶ月後'];
/** 20日締め翌月末払い, 末日締め翌々月10日払い */
export function paymentTermsLabel(t: PaymentTerms | null): string {
  if (!t) return '';
  const closing = t.closingDay === monthEnd ? '末日' : `${t.closingDay}日`;
  const payment = t.paymentDay === monthEnd ? '末' : `${t.paymentDay}日`;
  return `${closing}締め${months[t.paymentMonthOffset]}${payment}払い`;
}

export const customerInput = z.strictObject(
  {
    code: codeSchema('顧客コード'),
    name: requiredText('顧客名', 100),
    kana: optionalText('フリガナ', 100),
    honorific: z.enum(honorifics, { error: '敬称は「御中」か「様」を選んでください' }).default('御中'),
    department: optionalText('部署', 100),
    contactPerson: optionalText('担当者名', 50),
    postalCode: postalCodeField(),
    address: optionalText('住所', 200),
    phone: phoneField(),
    email: emailField(),
    registrationNumber: registrationNumberField(),
    paymentTerms: paymentTermsSchema,
    /** 帳票の言語: 日本語, English or 日英 (the customer's PDFs, each document may choose otherwise). */
    pdfLanguage: z.enum(pdfLanguages, { error: '帳票の言語は日本語・English・日英から選んでください' }).default('ja'),
    notes: optionalText('備考', 1000),
    isActive: z.boolean().default(true),
  },
  strictKeys,
);
export type CustomerInput = z.infer<typeof customerInput>;
