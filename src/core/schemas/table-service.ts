import { z } from 'zod';
import { discountKinds, guestSegments, paymentMethods, seatOpenings } from '../seat-bill';
import { optionalText, requiredText, strictKeys } from './common';
import { yenSchema } from './orders';

/** 来店 to 会計 (issue 35): 来店登録, the お通し, the table rules of 座席設定 and the payment at 会計. */

const count = (label: string) =>
  z.coerce
    .number({ error: `${label}は数字で入力してください` })
    .int(`${label}は整数で入力してください`)
    .min(0, `${label}は0以上で入力してください`)
    .max(99, `${label}は99人以下で入力してください`);

/** 来店登録 and its later changes: 大人・子供 (at least one guest) and an optional 客層. */
export const visitInput = z
  .strictObject(
    {
      adults: count('大人の人数'),
      children: count('子供の人数').default(0),
      segment: z.enum(guestSegments, { error: '客層が正しくありません' }).nullable().default(null),
    },
    strictKeys,
  )
  .refine((v) => v.adults + v.children >= 1, { path: ['adults'], message: '人数を1人以上入力してください' });
export type VisitInput = z.infer<typeof visitInput>;

/** The お通し of the seat's guests: how many (0 takes it off the bill). */
export const coverQuantityInput = z.strictObject(
  {
    quantity: z.coerce
      .number({ error: '数量は数字で入力してください' })
      .int('数量は整数で入力してください')
      .min(0, '数量は0以上で入力してください')
      .max(99, '数量は99以下で入力してください'),
  },
  strictKeys,
);

/** 座席設定 → 来店とお通し. */
export const tableServiceSettingsInput = z.strictObject(
  {
    seatOpening: z.enum(seatOpenings, { error: '座席の開始方法を選んでください' }),
    coverItemId: z.string().min(1).max(100).nullable().default(null),
    coverForChildren: z.boolean().default(false),
    /** テイクアウト: orders may be marked お持ち帰り. */
    takeoutEnabled: z.boolean().default(false),
  },
  strictKeys,
);
export type TableServiceSettingsInput = z.infer<typeof tableServiceSettingsInput>;

const percent = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label}は数字で入力してください` })
    .int(`${label}は整数（%）で入力してください`)
    .min(min, `${label}は${min}%以上で入力してください`)
    .max(100, `${label}は100%以下で入力してください`);

/** 割引: a fixed amount or a percentage of the items, always with its reason (it goes to the history). */
export const discountInput = z
  .strictObject(
    {
      kind: z.enum(discountKinds, { error: '割引の種類が正しくありません' }),
      value: z.coerce.number({ error: '割引は数字で入力してください' }).int('割引は整数で入力してください'),
      reason: requiredText('割引の理由', 100),
    },
    strictKeys,
  )
  .superRefine((d, ctx) => {
    const [max, message] =
      d.kind === 'percent' ? [100, '割引率は1〜100%で入力してください'] : [10_000_000, '割引額は1円以上で入力してください'];
    if (d.value < 1 || d.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message });
  });

/**
 * 分割会計: this payment is a part — of a 割り勘 in `parts`, or of the lines chosen (by the key of
 * their item, price and rate) and how many of each.
 */
export const splitInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject(
      {
        kind: z.literal('even'),
        parts: z.coerce
          .number({ error: '分割数は数字で入力してください' })
          .int('分割数は整数で入力してください')
          .min(2, '分割数は2以上で入力してください')
          .max(20, '分割数は20以下で入力してください'),
      },
      strictKeys,
    ),
    z.strictObject(
      {
        kind: z.literal('items'),
        lines: z
          .array(
            z.strictObject(
              {
                key: z.string().min(1).max(400),
                quantity: z.coerce.number().int('数量は整数で入力してください').min(1, '数量は1以上にしてください').max(999),
              },
              strictKeys,
            ),
            { error: 'この会計で支払う商品を選んでください' },
          )
          .min(1, 'この会計で支払う商品を選んでください')
          .max(200),
      },
      strictKeys,
    ),
  ],
  { error: '分割の方法が正しくありません' },
);
export type SplitInput = z.infer<typeof splitInput>;

/**
 * The payment of 会計: the total the screen showed (refused if the bill changed since), 割引 and
 * サービス料, and the amount per method — several methods in one bill; cash may exceed the rest.
 */
export const paymentInput = z.strictObject(
  {
    total: yenSchema('お会計の金額', 100_000_000),
    discount: discountInput.nullable().default(null),
    serviceChargePercent: percent('サービス料', 0).default(0),
    payments: z
      .array(
        z.strictObject(
          {
            method: z.enum(paymentMethods, { error: '支払方法を選んでください' }),
            amount: yenSchema('お支払いの金額', 100_000_000),
          },
          strictKeys,
        ),
        { error: 'お支払いを入力してください' },
      )
      .max(10, 'お支払いは10件までです'),
    split: splitInput.nullable().default(null),
  },
  strictKeys,
);
export type PaymentInput = z.infer<typeof paymentInput>;

/** What becomes of a seat's orders not yet served at 会計: cancelled, or kept as served. */
export const unservedChoices = ['cancel', 'serve'] as const;
export type UnservedChoice = (typeof unservedChoices)[number];

/** 会計済み: the payment (none: only closed, as before the pay screen), the unserved orders' fate and a 領収書 (宛名 empty prints 上様). */
export const closeSeatInput = z.strictObject(
  {
    receipt: z
      .strictObject({ addressee: optionalText('宛名', 100) }, strictKeys)
      .nullable()
      .default(null),
    unserved: z.enum(unservedChoices, { error: '未提供の注文の扱いが正しくありません' }).nullable().default(null),
    payment: paymentInput.nullable().default(null),
  },
  strictKeys,
);
export type CloseSeatInput = z.infer<typeof closeSeatInput>;

/** テーブル移動 / テーブル連結: the seat the guests go to, or whose bill takes this one's. */
export const seatTransferInput = z.strictObject(
  { toSeatId: z.string({ error: '移動先の座席を選んでください' }).min(1, '移動先の座席を選んでください').max(100) },
  strictKeys,
);
export type SeatTransferInput = z.infer<typeof seatTransferInput>;
