/**
 * What the phone bench reads from inside the page, on the page's own clock (milliseconds since
 * navigation start, `performance.now()`): installed before any of the page's scripts
 * (`page.addInitScript`, which the page's CSP does not govern) and checked at every frame the
 * browser draws, so a time is that of the first frame that showed the state:
 * - names: every expected item name laid out with a size (the frame that painted them),
 * - firstPhoto / photos: the first, then every, `<img>` in the first screen loaded and decoded
 *   (a placeholder drawn as a background is not an image and does not count),
 * - interactive: the scripts have taken the page over (hydrated): `#root` marked
 *   `data-hydrated`, or an `inert` root no longer inert (the page before that mark existed),
 * - longTasks: main-thread tasks over 50 ms before the page was interactive.
 */
export type ProbeResult = {
  names: number | null;
  firstPhoto: number | null;
  photos: number | null;
  interactive: number | null;
  longTasks: { start: number; duration: number }[];
};

declare global {
  interface Window {
    __phoneProbe?: ProbeResult & { done: boolean };
  }
}

/** Runs inside the page (serialised by Playwright): no closure over anything of this module. */
export function installProbe(names: string[]) {
  const result: ProbeResult & { done: boolean } = {
    names: null,
    firstPhoto: null,
    photos: null,
    interactive: null,
    longTasks: [],
    done: false,
  };
  window.__phoneProbe = result;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (result.interactive === null) result.longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figures without it.
  }
  const wanted = new Set(names);
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
  };
  const isShown = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
  let wasInert = false;
  function frame(now: number) {
    const root = document.getElementById('root');
    wasInert ||= root?.hasAttribute('inert') ?? false;
    if (result.names === null && root) {
      let found = 0;
      for (const h of root.querySelectorAll('h3')) {
        const r = h.getBoundingClientRect();
        if (wanted.has(h.textContent ?? '') && r.width > 0 && r.height > 0) found++;
      }
      if (found >= wanted.size) result.names = now;
    }
    if (result.names !== null) {
      const images = [...document.images].filter(inView);
      if (result.firstPhoto === null && images.some(isShown)) result.firstPhoto = now;
      if (result.photos === null && images.length > 0 && images.every(isShown)) result.photos = now;
      const isInert = root?.hasAttribute('inert') ?? false;
      wasInert ||= isInert;
      if (result.interactive === null && (root?.hasAttribute('data-hydrated') || (wasInert && !isInert))) result.interactive = now;
    }
    result.done = result.names !== null && result.photos !== null && result.interactive !== null;
    if (!result.done) requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}
