import { z } from 'zod';
import { yenTextToNumber } from '../money';
import { requiredText, strictKeys } from './common';

/** A price difference in integer yen; negative for less (e.g. ライス少なめ −50円). */
const priceDelta = z
  .union([z.number(), z.string()], { error: '価格差を入力してください' })
  .transform((v) => {
    if (typeof v === 'number') return v;
    const text = v.trim().replace(/^[−ー－]/, '-');
    return text.startsWith('-') ? -yenTextToNumber(text.slice(1)) : yenTextToNumber(text.replace(/^[+＋]/, ''));
  })
  .pipe(
    z
      .number({ error: '価格差は数字で入力してください' })
      .int('価格差は1円単位の整数で入力してください')
      .min(-100_000, '価格差は-100,000円以上で入力してください')
      .max(100_000, '価格差は100,000円以下で入力してください'),
  );

const count = (label: string) => z.number({ error: `${label}は数字で入力してください` }).int(`${label}は整数で入力してください`);

const choiceInput = z.strictObject(
  {
    /** Kept when the choice was there before, so carts that hold it stay valid. */
    id: z.string().min(1).max(64).optional(),
    name: requiredText('選択肢名', 30),
    priceDelta: priceDelta.default(0),
    isSoldOut: z.boolean().default(false),
  },
  strictKeys,
);

const groupInput = z
  .strictObject(
    {
      id: z.string().min(1).max(64).optional(),
      name: requiredText('オプション名', 30),
      minChoices: count('最小選択数').min(0, '最小選択数は0以上で入力してください').max(20, '最小選択数は20以下で入力してください'),
      maxChoices: count('最大選択数').min(1, '最大選択数は1以上で入力してください').max(20, '最大選択数は20以下で入力してください'),
      choices: z.array(choiceInput).min(1, '選択肢を1つ以上入力してください').max(30, '選択肢は30個までです'),
    },
    strictKeys,
  )
  .superRefine((g, ctx) => {
    if (g.minChoices > g.maxChoices)
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: `「${g.name}」の最小選択数が最大選択数を超えています` });
    if (g.minChoices > g.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['minChoices'], message: `「${g.name}」の最小選択数が選択肢の数を超えています` });
    }
  });

/** メニュー設定: an item's option groups as a whole (replaces the ones it had). */
export const itemOptionsInput = z.strictObject({ groups: z.array(groupInput).max(10, 'オプションは10個までです') }, strictKeys);
export type ItemOptionsInput = z.infer<typeof itemOptionsInput>;
