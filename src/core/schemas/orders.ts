import { z } from 'zod';
import { defaultStation, kitchenStations } from '../kitchen-stations';
import { yenTextToNumber } from '../money';
import { maxCartQuantity, orderStatuses } from '../order-rules';
import { takeoutTaxCategories } from '../seat-bill';
import { requiredText, strictKeys } from './common';
import {
  allergensInput,
  categoryTranslationsInput,
  itemTranslationsInput,
  seatTranslationsInput,
  storeTranslationsInput,
} from './menu-languages';

export {
  canChangeStatus,
  compareForBoard,
  isOpenOrder,
  maxCartQuantity,
  nextOrderStatus,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
} from '../order-rules';

/** Integer yen from a number or a typed string: full-width digits, commas and ¥ are accepted. */
export const yenSchema = (label: string, max = 10_000_000) =>
  z
    .union([z.number(), z.string()], { error: `${label}を入力してください` })
    .transform((v) => (typeof v === 'number' ? v : yenTextToNumber(v)))
    .pipe(
      z
        .number({ error: `${label}は数字で入力してください` })
        .int(`${label}は1円単位の整数で入力してください`)
        .min(0, `${label}は0円以上で入力してください`)
        .max(max, `${label}は${max.toLocaleString('ja-JP')}円以下で入力してください`),
    );

/** A seat: its Japanese name (staff, orders) and the names its diners read in other languages. */
export const seatInput = z.strictObject({ name: requiredText('座席名', 30), translations: seatTranslationsInput }, strictKeys);
export type SeatInput = z.infer<typeof seatInput>;
/** 座席設定 → 店舗名の外国語表示: the Japanese 店舗名 stays 自社情報's. */
export const storeNamesInput = z.strictObject({ translations: storeTranslationsInput }, strictKeys);
export const reorderInput = z.strictObject({ ids: z.array(z.string().min(1)).min(1).max(500) }, strictKeys);

export const categoryInput = z.strictObject(
  {
    name: requiredText('カテゴリー名', 30),
    translations: categoryTranslationsInput,
    /** Where its items are made: キッチン表示's station and its tickets' printer. */
    station: z.enum(kitchenStations, { error: '提供場所はキッチン・ドリンク・デザートから選んでください' }).default(defaultStation),
  },
  strictKeys,
);
export type CategoryInput = z.infer<typeof categoryInput>;

export const menuItemInput = z.strictObject(
  {
    name: requiredText('商品名', 60),
    price: yenSchema('価格', 1_000_000),
    description: z.string().trim().max(500, '説明は500文字以内で入力してください').default(''),
    categoryId: z.string().min(1).nullable().default(null),
    imageFileId: z.string().min(1).nullable().default(null),
    isSoldOut: z.boolean().default(false),
    translations: itemTranslationsInput,
    allergens: allergensInput,
    /** Its rate when taken out (お持ち帰り): 8% for food, 10% for 酒類 and what is not food. */
    takeoutTaxCategory: z.enum(takeoutTaxCategories, { error: '持ち帰り時の税率を選んでください' }).default('reduced'),
  },
  strictKeys,
);
export type MenuItemInput = z.infer<typeof menuItemInput>;

const quantity = z.number({ error: '数量は数字で指定してください' }).int('数量は整数で指定してください');

export const addToCartInput = z.strictObject(
  {
    itemId: z.string({ error: '商品を指定してください' }).min(1),
    quantity: quantity.min(1, '数量は1以上で指定してください').max(maxCartQuantity).default(1),
    /** The chosen option choices; their prices come from the menu. */
    choiceIds: z.array(z.string().min(1).max(64), { error: 'オプションの指定が正しくありません' }).max(50).default([]),
  },
  strictKeys,
);
export const updateCartQuantityInput = z.strictObject(
  { quantity: quantity.max(maxCartQuantity, `数量は${maxCartQuantity}以下で指定してください`) },
  strictKeys,
);

/** Chosen by the client once per attempt: a retry with the same key never doubles what it asks for. */
export const requestKeyInput = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const placeOrderInput = z.strictObject(
  {
    note: z.string().trim().max(500, 'ご要望は500文字以内で入力してください').default(''),
    /** Chosen by the phone once per order attempt; a retry with the same key never doubles the order. */
    requestKey: requestKeyInput,
  },
  strictKeys,
);

/** 店員呼び出し / お会計をお願いします from a diner's phone. */
export const seatRequestInput = z.strictObject(
  { kind: z.enum(['call', 'bill'], { error: '呼び出しの種類が正しくありません' }) },
  strictKeys,
);

export const seatRequestLabels = { call: '店員呼び出し', bill: 'お会計をお願いします' } as const;

/** What staff alerts call each request: two words that are never mistaken for each other. */
export const staffRequestLabels = { call: '店員呼び出し', bill: 'お会計' } as const;

/** 「2番テーブル：お会計」: the seat and what it asks for, as every staff alert (dialog, panel, push) names a request. */
export const seatRequestTitle = (seatName: string, kind: keyof typeof staffRequestLabels) => `${seatName}：${staffRequestLabels[kind]}`;

/** The line under a request's title on staff alerts. */
export const seatRequestDetails = { call: 'お客様がお呼びです', bill: 'お客様がお会計をお待ちです' } as const;

/** Seconds before the same request may be sent again from the same seat. */
export const seatRequestIntervalSeconds = 30;

/** 代理注文: staff enter a guest's order at a seat; the server prices each line and its options from the menu. */
export const staffOrderInput = z.strictObject(
  {
    seatId: z.string({ error: '座席を選んでください' }).min(1, '座席を選んでください').max(100),
    items: z
      .array(
        z.strictObject(
          {
            itemId: z.string().min(1).max(100),
            quantity: z.coerce
              .number()
              .int('数量は整数で入力してください')
              .min(1, '数量は1以上にしてください')
              .max(99, '数量は99以下にしてください'),
            /** The chosen option choices, as a diner picks them; the server checks and prices them. */
            choiceIds: z.array(z.string().min(1).max(64), { error: 'オプションの指定が正しくありません' }).max(50).default([]),
          },
          strictKeys,
        ),
        { error: '商品を選んでください' },
      )
      .min(1, '商品を選んでください')
      .max(100, '一度に注文できるのは100品までです'),
    note: z.string().trim().max(500, 'ご要望は500文字以内で入力してください').default(''),
    /** お持ち帰り: taxed at each item's take-out rate, where the store takes テイクアウト. */
    isTakeout: z.boolean().default(false),
    requestKey: requestKeyInput,
  },
  strictKeys,
);
export type StaffOrderInput = z.infer<typeof staffOrderInput>;

export const updateOrderStatusInput = z.strictObject({ status: z.enum(orderStatuses, { error: '状態が正しくありません' }) }, strictKeys);

const pushSubscriptionError = { error: 'プッシュ通知の登録内容が正しくありません' };

/** Base64url of exactly `bytes` bytes (the browser's subscription keys). */
const base64urlOf = (bytes: number) =>
  z
    .string(pushSubscriptionError)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushSubscriptionError)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, pushSubscriptionError);

/** A browser's PushSubscription as toJSON() gives it (expirationTime and other fields ignored). */
export const pushSubscriptionInput = z.object(
  {
    endpoint: z.url({ protocol: /^https?$/, ...pushSubscriptionError }).max(2048, pushSubscriptionError),
    keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }, pushSubscriptionError),
  },
  pushSubscriptionError,
);
export const pushEndpointInput = z.strictObject({ endpoint: z.string().min(1).max(2048) }, strictKeys);
