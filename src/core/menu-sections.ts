import type { Menu, MenuItem } from './api-types';

export type MenuSection = { id: string; name: string; items: MenuItem[] };

/** Items under their categories in display order; items without a category come last as その他. */
export function menuSections(menu: Menu): MenuSection[] {
  const known = new Set(menu.categories.map((c) => c.id));
  const sections = menu.categories.map((c) => ({ id: c.id, name: c.name, items: menu.items.filter((i) => i.categoryId === c.id) }));
  const others = menu.items.filter((i) => !i.categoryId || !known.has(i.categoryId));
  if (others.length > 0) sections.push({ id: 'uncategorised', name: 'その他', items: others });
  return sections;
}
