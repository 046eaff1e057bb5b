import { z } from 'zod';
import { requiredText, strictKeys } from './common';

export const updateCompanyInput = z.strictObject(
  {
    name: requiredText('会社名', 100),
    storeName: z.string({ error: '店舗名は文字列で入力してください' }).trim().max(100, '店舗名は100文字以内で入力してください'),
  },
  strictKeys,
);
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;
