import { useQuery } from '@tanstack/react-query';
import type { Allergen } from '@/core/allergens';
import type { CategoryTranslations, ItemTranslations } from '@/core/diner-languages';
import { api } from '@/web/lib/api';
import type { Menu } from '@/web/lib/ordering';
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
  return useQuery({ queryKey: menuKey, queryFn: () => api<Menu>('/api/menu') });
}

const path = (kind: 'categories' | 'items', id?: string) => `/api/menu/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

export function useMenuMutations() {
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) => api<Menu>(url, { method, body });
  return {
    createCategory: useReplacingMutation(menuKey, (fields: CategoryFields) => send('POST', path('categories'), fields)),
    renameCategory: useReplacingMutation(menuKey, ({ id, fields }: { id: string; fields: CategoryFields }) =>
      send('PATCH', path('categories', id), fields),
    ),
    removeCategory: useReplacingMutation(menuKey, (id: string) => send('DELETE', path('categories', id))),
    reorderCategories: useReplacingMutation(menuKey, (ids: string[]) => send('PUT', `${path('categories')}/order`, { ids })),
    createItem: useReplacingMutation(menuKey, (fields: MenuItemFields) => send('POST', path('items'), fields)),
    updateItem: useReplacingMutation(menuKey, ({ id, fields }: { id: string; fields: MenuItemFields }) =>
      send('PATCH', path('items', id), fields),
    ),
    removeItem: useReplacingMutation(menuKey, (id: string) => send('DELETE', path('items', id))),
    reorderItems: useReplacingMutation(menuKey, (ids: string[]) => send('PUT', `${path('items')}/order`, { ids })),
  };
}

/** メニュー設定 → オプション: an item's option groups as a whole; the server prices and checks them. */
export function useItemOptionsMutation() {
  return useReplacingMutation(menuKey, ({ id, groups }: { id: string; groups: unknown[] }) =>
    api<Menu>(`${path('items', id)}/options`, { method: 'PUT', body: { groups } }),
  );
}
