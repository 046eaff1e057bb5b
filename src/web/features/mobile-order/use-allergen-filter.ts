import { useEffect, useState } from 'react';
import { type Allergen, isAllergen, sortAllergens } from '@/core/allergens';

const storageKey = 'diner-hidden-allergens';

function readStored(): Allergen[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? sortAllergens(value.filter(isAllergen)) : [];
  } catch {
    return [];
  }
}

/**
 * The allergens a guest chose to hide, remembered on the phone for every store's menu. It starts
 * empty and is read after the first render: the server's markup, which cannot know it, is taken
 * over unchanged, and the chosen items disappear a moment later.
 */
export function useAllergenFilter() {
  const [hidden, setHidden] = useState<Allergen[]>([]);
  useEffect(() => setHidden(readStored()), []);

  function change(next: Allergen[]) {
    const sorted = sortAllergens(next);
    setHidden(sorted);
    try {
      localStorage.setItem(storageKey, JSON.stringify(sorted));
    } catch {
      // Private browsing without storage: the filter still works for this visit.
    }
  }

  return {
    hidden,
    toggle: (a: Allergen) => change(hidden.includes(a) ? hidden.filter((h) => h !== a) : [...hidden, a]),
    clear: () => change([]),
  };
}

/** Items that contain none of the hidden allergens. */
export const withoutAllergens = <T extends { allergens: readonly Allergen[] }>(items: readonly T[], hidden: readonly Allergen[]) =>
  hidden.length === 0 ? [...items] : items.filter((i) => !i.allergens.some((a) => hidden.includes(a)));
