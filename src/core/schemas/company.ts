import { z } from 'zod';
import { strictKeys } from './common';

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max}文字以内で入力してください`);

export const updateCompanyInput = z.strictObject(
  {
    name: trimmed('会社名', 100),
    storeName: z.string({ error: '店舗名は文字列で入力してください' }).trim().max(100, '店舗名は100文字以内で入力してください'),
  },
  strictKeys,
);
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;
