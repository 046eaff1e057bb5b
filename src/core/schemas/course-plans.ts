import { z } from 'zod';
import { defaultLastOrderMinutes } from '../course-plans';
import { requiredText, strictKeys } from './common';
import { requestKeyInput, yenSchema } from './orders';

/** 放題プラン (decision 024): its setup in メニュー設定, its start, 延長 and the diners' order of its items. */

const wholeNumber = (label: string, unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}は数字で入力してください` })
    .int(`${label}は整数で入力してください`)
    .min(min, `${label}は${min}${unit}以上で入力してください`)
    .max(max, `${label}は${max}${unit}以下で入力してください`);

export const coursePlanInput = z
  .strictObject(
    {
      name: requiredText('プラン名', 40),
      /** Per person, 税込 like the menu's prices. */
      price: yenSchema('料金', 100_000),
      minutes: wholeNumber('制限時間', '分', 1, 720),
      lastOrderMinutes: wholeNumber('ラストオーダー', '分', 0, 719).default(defaultLastOrderMinutes),
      limitPerGuest: wholeNumber('1回の注文の上限', '品', 1, 99).nullable().default(null),
      items: z
        .array(z.strictObject({ itemId: z.string().min(1).max(100), price: yenSchema('プラン価格', 100_000).default(0) }, strictKeys), {
          error: '対象の商品を選んでください',
        })
        .min(1, '対象の商品を1品以上選んでください')
        .max(300, '対象の商品は300品までです')
        .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, '同じ商品が重複しています'),
    },
    strictKeys,
  )
  .refine((p) => p.lastOrderMinutes < p.minutes, {
    path: ['lastOrderMinutes'],
    message: 'ラストオーダーは制限時間より短くしてください',
  });
export type CoursePlanInput = z.infer<typeof coursePlanInput>;

/** Whether the diners may start a plan from their phone. */
export const coursePlanSettingsInput = z.strictObject(
  { dinerCanStart: z.boolean({ error: 'はい・いいえで指定してください' }) },
  strictKeys,
);
export type CoursePlanSettingsInput = z.infer<typeof coursePlanSettingsInput>;

const people = wholeNumber('人数', '人', 1, 99);

/** Start a plan on a seat: for how many (staff: default the visit's guests). */
export const startPlanInput = z.strictObject({ planId: z.string().min(1).max(100), people: people.optional() }, strictKeys);
export type StartPlanInput = z.infer<typeof startPlanInput>;

/** A diner starts a plan: how many of the table take it. */
export const dinerStartPlanInput = z.strictObject({ planId: z.string().min(1).max(100), people }, strictKeys);

/** 延長: by how many minutes, and at what price per person (0: free). */
export const extendPlanInput = z.strictObject(
  { minutes: wholeNumber('延長時間', '分', 1, 240), price: yenSchema('延長料金', 100_000).default(0) },
  strictKeys,
);
export type ExtendPlanInput = z.infer<typeof extendPlanInput>;

/** A diner's order of a running plan's items, each at the plan's price. */
export const planOrderInput = z.strictObject(
  {
    seatPlanId: z.string().min(1).max(100),
    lines: z
      .array(
        z.strictObject(
          {
            itemId: z.string().min(1).max(100),
            quantity: z.number({ error: '数量は数字で指定してください' }).int('数量は整数で指定してください').min(1).max(99),
          },
          strictKeys,
        ),
      )
      .min(1, '商品を選んでください')
      .max(50),
    requestKey: requestKeyInput,
  },
  strictKeys,
);
export type PlanOrderInput = z.infer<typeof planOrderInput>;
