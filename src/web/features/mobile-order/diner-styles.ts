/** The diners' look: big, rounded tap targets on a light blue page. */
export const primaryButton =
  'inline-flex h-14 w-full items-center justify-center gap-2 rounded-2xl bg-sky-700 px-5 text-base font-bold text-white shadow-sm transition active:scale-[0.98] hover:bg-sky-800 disabled:pointer-events-none disabled:bg-slate-300 disabled:text-slate-500 outline-none focus-visible:ring-4 focus-visible:ring-sky-300';

export const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-2xl border border-sky-200 bg-white px-5 text-base font-semibold text-sky-700 transition active:scale-[0.98] hover:bg-sky-50 disabled:pointer-events-none disabled:opacity-50 outline-none focus-visible:ring-4 focus-visible:ring-sky-200';

export const roundIconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition active:scale-95 disabled:pointer-events-none disabled:opacity-40 outline-none focus-visible:ring-4 focus-visible:ring-sky-200';

export const panel = 'rounded-2xl bg-white shadow-sm';

/** A bar that stays at the bottom of the column while the page scrolls under it. */
export const bottomBar =
  'sticky bottom-0 z-10 mt-auto border-t border-sky-100 bg-white/95 px-4 pt-3 pb-[max(env(safe-area-inset-bottom),0.75rem)] backdrop-blur';
