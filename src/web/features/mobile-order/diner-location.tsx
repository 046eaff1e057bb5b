import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext, useSyncExternalStore } from 'react';

/**
 * The diners' area is one screen driven by its query (page, productId …), served as its own
 * small page: this is all the routing it needs, without a router library in its bundle.
 */

/** Fired after navigateDiner changes the URL (pushState and replaceState fire no event of their own). */
const navigateEvent = 'diner:navigate';

export type DinerLocation = { pathname: string; search: string };
export type DinerNavigateOptions = { replace?: boolean; state?: unknown };

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(navigateEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(navigateEvent, onChange);
  };
}

// A string, so the same URL is the same snapshot and React renders again only on a change.
const currentUrl = () => window.location.pathname + window.location.search;

/**
 * The URL of the page when the server renders it (path and query, as the browser will show them).
 * In the browser it is not given: the first render reads the real address, which is the same.
 */
export const ServerUrlContext = createContext<string | null>(null);

export function useDinerLocation(): DinerLocation {
  const serverUrl = useContext(ServerUrlContext);
  const url = useSyncExternalStore(subscribe, currentUrl, () => serverUrl ?? currentUrl());
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
}

export function navigateDiner(to: string, { replace = false, state = null }: DinerNavigateOptions = {}): void {
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  window.dispatchEvent(new Event(navigateEvent));
}

/** The state given to navigateDiner for the current history entry (null for a page opened directly). */
export function dinerHistoryState<T>(): T | null {
  return (window.history.state as T | null) ?? null;
}

type DinerLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string } & DinerNavigateOptions;

/** A real link (long press, new tab), followed in place for a plain left click. */
export function DinerLink({ href, replace, state, onClick, target, ...props }: DinerLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified || (target && target !== '_self')) return;
    event.preventDefault();
    navigateDiner(href, { replace, state });
  }
  return <a href={href} target={target} onClick={handleClick} {...props} />;
}
