import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the page is the server's markup (and on a phone without scripts), true once the
 * browser has taken it over (the first render after hydration).
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * What works only with the page's scripts (buttons with handlers, the language and allergen
 * pickers): `inert` until the browser has taken the server's markup over, so a tap before then
 * is not lost on a button that cannot answer yet. Links and the add buttons' forms stay outside
 * it and work from the first paint. `display: contents`: the wrapper draws no box of its own.
 */
export function ScriptsOnly({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <div className="contents" inert={!isHydrated}>
      {children}
    </div>
  );
}
