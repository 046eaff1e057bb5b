import { z } from 'zod';
import { toHalfWidth } from '../format';
import { taxCategories } from '../money';
import { optionalText, requiredText, strictKeys } from './common';
import { yenSchema } from './orders';

export { type TaxCategory, taxCategories, taxCategoryLabels } from '../money';

/** 商品コード, 顧客コード: half-width; left empty, the server numbers it (接頭辞 + 0001, see 帳票設定). */
export const codeSchema = (label: string) =>
  optionalText(label, 30)
    .transform((v) => toHalfWidth(v))
    .pipe(z.string().regex(/^[\x21-\x7e]*$/, `${label}は半角英数字と記号で入力してください`));

/** The prefix of automatic codes: C- gives C-0001, C-0002 …; empty gives 0001. */
export const codePrefixSchema = (label: string) =>
  z
    .string({ error: `${label}は文字列で入力してください` })
    .trim()
    .max(10, `${label}は10文字以内で入力してください`)
    .transform((v) => toHalfWidth(v))
    .pipe(z.string().regex(/^[\x21-\x7e]*$/, `${label}は半角英数字と記号で入力してください`));

export const productInput = z.strictObject(
  {
    code: codeSchema('商品コード'),
    name: requiredText('商品名', 100),
    kana: optionalText('フリガナ', 100),
    unit: optionalText('単位', 10),
    unitPrice: yenSchema('単価', 100_000_000),
    taxCategory: z.enum(taxCategories, { error: '税区分を選んでください' }).default('standard'),
    isTaxIncluded: z.boolean({ error: '税込/税抜は「税込」か「税抜」を選んでください' }).default(false),
    costPrice: yenSchema('原価', 100_000_000).nullable().default(null),
    description: optionalText('説明', 1000),
    imageFileId: z.string().min(1).nullable().default(null),
    isActive: z.boolean().default(true),
  },
  strictKeys,
);
export type ProductInput = z.infer<typeof productInput>;
