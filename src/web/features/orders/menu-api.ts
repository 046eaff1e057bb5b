import { useQuery } from '@tanstack/react-query';
import type { Allergen } from '@/core/allergens';
import type { BodyOf } from '@/core/contracts/endpoint';
import { menuEndpoints as endpoints } from '@/core/contracts/menu';
import type { CategoryTranslations, ItemTranslations } from '@/core/diner-languages';
import type { KitchenStation } from '@/core/kitchen-stations';
import { call } from '@/web/lib/api';
import { useReplacingMutation } from './replace-cache';

export const menuKey = ['menu'] as const;

/** What the item form sends; the price may be typed with full-width digits (the server normalises it). */
export type MenuItemFields = {
  name: string;
  price: string | number;
  description: string;
  categoryId: string | null;
  imageFileId: string | null;
  isSoldOut: boolean;
  translations: ItemTranslations;
  allergens: Allergen[];
};

/** A category as its form sends it: the Japanese name and the names diners read in other languages. */
export type CategoryFields = { name: string; translations: CategoryTranslations };

export function useStaffMenu() {
  return useQuery({ queryKey: menuKey, queryFn: ({ signal }) => call(endpoints.get, { signal }) });
}

export function useMenuMutations() {
  return {
    createCategory: useReplacingMutation(menuKey, (fields: CategoryFields) => call(endpoints.createCategory, { body: fields })),
    renameCategory: useReplacingMutation(menuKey, ({ id, fields }: { id: string; fields: CategoryFields }) =>
      call(endpoints.updateCategory, { params: { id }, body: fields }),
    ),
    /** Where the category's items are made (キッチン / ドリンク / デザート): the kitchen screens and tickets follow it. */
    setCategoryStation: useReplacingMutation(menuKey, ({ id, station }: { id: string; station: KitchenStation }) =>
      call(endpoints.updateCategory, { params: { id }, body: { station } }),
    ),
    removeCategory: useReplacingMutation(menuKey, (id: string) => call(endpoints.removeCategory, { params: { id } })),
    reorderCategories: useReplacingMutation(menuKey, (ids: string[]) => call(endpoints.reorderCategories, { body: { ids } })),
    createItem: useReplacingMutation(menuKey, (fields: MenuItemFields) => call(endpoints.createItem, { body: fields })),
    updateItem: useReplacingMutation(menuKey, ({ id, fields }: { id: string; fields: MenuItemFields }) =>
      call(endpoints.updateItem, { params: { id }, body: fields }),
    ),
    removeItem: useReplacingMutation(menuKey, (id: string) => call(endpoints.removeItem, { params: { id } })),
    reorderItems: useReplacingMutation(menuKey, (ids: string[]) => call(endpoints.reorderItems, { body: { ids } })),
  };
}

/** メニュー設定 → オプション: an item's option groups as a whole; the server prices and checks them. */
export function useItemOptionsMutation() {
  return useReplacingMutation(menuKey, ({ id, groups }: { id: string; groups: BodyOf<typeof endpoints.saveItemOptions>['groups'] }) =>
    call(endpoints.saveItemOptions, { params: { id }, body: { groups } }),
  );
}
