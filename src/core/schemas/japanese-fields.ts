import { z } from 'zod';
import { toHalfWidth } from '../format';
import { normalizePostalCode, normalizeRegistrationNumber } from '../japanese';
import { optionalText } from './common';

/** 〒: seven digits, stored as 100-0001; '' when left empty. */
export const postalCodeField = () =>
  z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return '';
      const code = normalizePostalCode(v);
      if (!code) ctx.addIssue({ code: 'custom', message: '郵便番号は7桁の数字で入力してください (例: 100-0001)' });
      return code ?? v;
    });

export const phoneField = () =>
  optionalText('電話番号', 20)
    .transform((v) => toHalfWidth(v))
    .pipe(z.string().regex(/^[0-9()+\- ]*$/, '電話番号は数字とハイフンで入力してください'));

export const emailField = (label = 'メールアドレス') =>
  optionalText(label, 254)
    .transform((v) => toHalfWidth(v).toLowerCase())
    .pipe(z.union([z.literal(''), z.email(`${label}の形式が正しくありません`)]));

/** 登録番号 (T + 13 digits, check digit verified); '' for none. */
export const registrationNumberField = () =>
  z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return '';
      const number = normalizeRegistrationNumber(v);
      if (!number) ctx.addIssue({ code: 'custom', message: '登録番号は「T」と13桁の数字で、正しい番号を入力してください' });
      return number ?? v;
    });
