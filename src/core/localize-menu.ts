import type { Menu } from './api-types';
import { type DinerLanguage, translated } from './diner-languages';

/**
 * The menu as a diner reads it in `language`: each name and description its translation when
 * the store entered one, else the Japanese. Only that language's text leaves the server (the
 * others would only weigh down the page, decision 014).
 */
export function localizeMenu<M extends Menu>(menu: M, language: DinerLanguage): M {
  return {
    ...menu,
    categories: menu.categories.map(({ translations, ...c }) => ({ ...c, name: translated(c.name, translations, language, 'name') })),
    items: menu.items.map(({ translations, ...i }) => ({
      ...i,
      name: translated(i.name, translations, language, 'name'),
      description: translated(i.description, translations, language, 'description'),
    })),
  };
}
