import { z } from 'zod';
import { allergens } from '../allergens';
import { translatedLanguages } from '../diner-languages';
import { kitchenStations } from '../kitchen-stations';
import { itemOptionsInput } from '../schemas/menu-options';
import { categoryInput, menuItemInput, reorderInput } from '../schemas/orders';
import { takeoutTaxCategories } from '../seat-bill';
import { endpoint } from './endpoint';

/** メニュー設定 (/api/menu, flag order): every change answers the whole menu, as its first read does. */

const categoryTranslations = z.partialRecord(z.enum(translatedLanguages), z.object({ name: z.string().optional() }));
const itemTranslations = z.partialRecord(
  z.enum(translatedLanguages),
  z.object({ name: z.string().optional(), description: z.string().optional() }),
);

const menuOptionGroup = z.object({
  id: z.string(),
  name: z.string(),
  minChoices: z.number(),
  maxChoices: z.number(),
  choices: z.array(z.object({ id: z.string(), name: z.string(), priceDelta: z.number(), isSoldOut: z.boolean() })),
});

/** A category as diners and staff read it; only staff get its translations. */
export const menuCategory = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  translations: categoryTranslations.optional(),
});
export type MenuCategory = z.output<typeof menuCategory>;

/** An item as diners and staff read it; the staff's menu has its image file, translations and options always. */
export const menuItem = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  imageFileId: z.string().nullable().optional(),
  isSoldOut: z.boolean(),
  sortOrder: z.number(),
  /** 特定原材料等, as the store entered them. */
  allergens: z.array(z.enum(allergens)),
  translations: itemTranslations.optional(),
  /** Option groups (サイズ, トッピング …); none for a plain item. */
  optionGroups: z.array(menuOptionGroup).optional(),
  /** Its rate when taken out (お持ち帰り); staff menus only. */
  takeoutTaxCategory: z.enum(takeoutTaxCategories).optional(),
});
export type MenuItem = z.output<typeof menuItem>;

export const menu = z.object({ categories: z.array(menuCategory), items: z.array(menuItem) });
export type Menu = z.output<typeof menu>;

/** The menu as staff read it: in Japanese, with every translation, image file and option group. */
export const staffMenu = z.object({
  /** 代理注文 only: whether an order may be marked お持ち帰り (座席設定 › テイクアウト). */
  takeoutEnabled: z.boolean().optional(),
  categories: z.array(menuCategory.extend({ translations: categoryTranslations, station: z.enum(kitchenStations) })),
  items: z.array(
    menuItem.extend({ imageFileId: z.string().nullable(), translations: itemTranslations, optionGroups: z.array(menuOptionGroup) }),
  ),
});
export type StaffMenu = z.output<typeof staffMenu>;
export type StaffMenuItem = StaffMenu['items'][number];

export const menuEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/menu',
    summary: 'メニュー',
    response: staffMenu,
    errors: [],
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/menu/categories',
    summary: 'カテゴリーを追加する',
    body: categoryInput,
    status: 201,
    response: staffMenu,
    errors: [],
  }),
  reorderCategories: endpoint({
    method: 'PUT',
    path: '/api/menu/categories/order',
    summary: 'カテゴリーを並べ替える',
    body: reorderInput,
    response: staffMenu,
    errors: [],
  }),
  updateCategory: endpoint({
    method: 'PATCH',
    path: '/api/menu/categories/:id',
    summary: 'カテゴリーを変更する',
    body: categoryInput,
    bodyKind: 'patch',
    response: staffMenu,
    errors: ['NOT_FOUND'],
  }),
  removeCategory: endpoint({
    method: 'DELETE',
    path: '/api/menu/categories/:id',
    summary: 'カテゴリーを削除する',
    response: staffMenu,
    errors: ['NOT_FOUND'],
  }),
  createItem: endpoint({
    method: 'POST',
    path: '/api/menu/items',
    summary: '商品を追加する',
    body: menuItemInput,
    status: 201,
    response: staffMenu,
    errors: ['UNKNOWN_CATEGORY', 'UNKNOWN_FILE'],
  }),
  reorderItems: endpoint({
    method: 'PUT',
    path: '/api/menu/items/order',
    summary: '商品を並べ替える',
    body: reorderInput,
    response: staffMenu,
    errors: [],
  }),
  saveItemOptions: endpoint({
    method: 'PUT',
    path: '/api/menu/items/:id/options',
    summary: '商品のオプションを保存する',
    body: itemOptionsInput,
    response: staffMenu,
    errors: ['NOT_FOUND'],
  }),
  updateItem: endpoint({
    method: 'PATCH',
    path: '/api/menu/items/:id',
    summary: '商品を変更する',
    body: menuItemInput,
    bodyKind: 'patch',
    response: staffMenu,
    errors: ['NOT_FOUND', 'UNKNOWN_CATEGORY', 'UNKNOWN_FILE'],
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/api/menu/items/:id',
    summary: '商品を削除する',
    response: staffMenu,
    errors: ['NOT_FOUND'],
  }),
};
