import { z } from 'zod';
import { translatedLanguages } from '../diner-languages';
import { seatShapes } from '../floor-map';
import { orderingExceptionInput, orderingHoursInput } from '../schemas/ordering-hours';
import { reorderInput, seatInput, storeNamesInput } from '../schemas/orders';
import { tableServiceSettingsInput } from '../schemas/table-service';
import { seatOpenings } from '../seat-bill';
import { endpoint } from './endpoint';

/** 座席設定 (/api/seats, flag invoice): the seats and their QR codes, and the store's 受付時間. */

/** A name per diner language ({ en: { name } }): what staff entered, Japanese where left out. */
const translations = <F extends string>(field: F) =>
  z.partialRecord(z.enum(translatedLanguages), z.object({ [field]: z.string().optional() } as Record<F, z.ZodOptional<z.ZodString>>));

export const seat = z.object({
  id: z.string(),
  name: z.string(),
  translations: translations('name'),
  /** The seat id of the diner URL and QR code; a new one retires the printed code. */
  token: z.string(),
  sortOrder: z.number(),
  dinerUrl: z.string(),
  /** When the current guests' session began (the last 会計済み), in ms. */
  sessionStartedAt: z.number(),
  /** Its place on the 座席マップ (null: never placed; the map lays it out by itself). */
  placement: z
    .object({ x: z.number(), y: z.number(), w: z.number(), h: z.number(), shape: z.enum(seatShapes).nullable(), area: z.string() })
    .nullable(),
});
export type Seat = z.output<typeof seat>;

/** The store's name as diners read it: 自社情報's 店舗名 (the company name when empty) and its translations. */
const storeNames = z.object({ storeName: z.string(), translations: translations('storeName') });

/** 来店とお通し: who opens a seat, the お通し item (null: none) and the menu's items to choose it from. */
const tableServiceSettings = z.object({
  seatOpening: z.enum(seatOpenings),
  coverItemId: z.string().nullable(),
  coverForChildren: z.boolean(),
  takeoutEnabled: z.boolean(),
  items: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
});
export type TableServiceSettings = z.output<typeof tableServiceSettings>;

/** Every change answers the whole list, as its first read does. */
const seatList = z.object({ items: z.array(seat) });

/** Minutes from 0:00 of the day a period starts; closing and ラストオーダー may be past midnight. */
const periodTimes = { opensAt: z.number(), closesAt: z.number(), lastOrderAt: z.number().nullable() };
/** The weekly periods; `days` is a bit per weekday. */
const orderingHours = z.object({ items: z.array(z.object({ days: z.number(), ...periodTimes })) });
/** Dates from today on with hours of their own: no period is 臨時休業. */
const orderingExceptions = z.object({ items: z.array(z.object({ date: z.string(), periods: z.array(z.object(periodTimes)) })) });

export const seatsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/seats',
    summary: '座席の一覧',
    response: seatList,
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/seats',
    summary: '座席を追加する',
    body: seatInput,
    status: 201,
    response: seatList,
    errors: [],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/api/seats/order',
    summary: '座席を並べ替える',
    body: reorderInput,
    response: seatList,
    errors: [],
  }),
  orderingHours: endpoint({
    method: 'GET',
    path: '/api/seats/ordering-hours',
    summary: '受付時間',
    response: orderingHours,
    errors: [],
  }),
  saveOrderingHours: endpoint({
    method: 'PUT',
    path: '/api/seats/ordering-hours',
    summary: '受付時間を保存する',
    body: orderingHoursInput,
    response: orderingHours,
    errors: [],
  }),
  orderingExceptions: endpoint({
    method: 'GET',
    path: '/api/seats/ordering-exceptions',
    summary: '臨時休業・特別営業時間の一覧',
    response: orderingExceptions,
    errors: [],
  }),
  saveOrderingException: endpoint({
    method: 'PUT',
    path: '/api/seats/ordering-exceptions',
    summary: '日付の臨時休業・特別営業時間を保存する',
    body: orderingExceptionInput,
    response: orderingExceptions,
    errors: ['INVALID_DATE'],
  }),
  deleteOrderingException: endpoint({
    method: 'DELETE',
    path: '/api/seats/ordering-exceptions/:date',
    summary: '日付の臨時休業・特別営業時間を削除する',
    response: orderingExceptions,
    errors: ['NOT_FOUND'],
  }),
  storeNames: endpoint({
    method: 'GET',
    path: '/api/seats/store-names',
    summary: 'お客様の画面の店舗名（外国語表示）',
    response: storeNames,
    errors: [],
  }),
  saveStoreNames: endpoint({
    method: 'PUT',
    path: '/api/seats/store-names',
    summary: '店舗名の外国語表示を保存する',
    body: storeNamesInput,
    response: storeNames,
    errors: [],
  }),
  tableService: endpoint({
    method: 'GET',
    path: '/api/seats/table-service',
    summary: '来店とお通しの設定',
    response: tableServiceSettings,
    errors: [],
  }),
  saveTableService: endpoint({
    method: 'PUT',
    path: '/api/seats/table-service',
    summary: '来店とお通しの設定を保存する',
    body: tableServiceSettingsInput,
    response: tableServiceSettings,
    errors: ['ITEM_NOT_FOUND'],
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/seats/:id',
    summary: '座席名を変更する',
    body: seatInput,
    bodyKind: 'patch',
    response: seatList,
    errors: ['NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/seats/:id',
    summary: '座席を削除する',
    response: seatList,
    errors: ['NOT_FOUND'],
  }),
  regenerateToken: endpoint({
    method: 'POST',
    path: '/api/seats/:id/regenerate-token',
    summary: '座席のQRコードを作り直す',
    response: seatList,
    errors: ['NOT_FOUND'],
  }),
  qr: endpoint({
    method: 'GET',
    path: '/api/seats/:id/qr.svg',
    summary: '座席のQRコード（SVG）',
    response: { file: 'image/svg+xml' },
    errors: ['NOT_FOUND'],
  }),
};
