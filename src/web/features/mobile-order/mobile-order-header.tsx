import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { brandColours } from '@/web/lib/brand';
import { cn } from '@/web/lib/utils';
import { useDinerText } from './i18n/diner-language';
import { LanguageSwitcher } from './language-switcher';
import { ScriptsOnly } from './scripts-only';

type MobileOrderHeaderProps = {
  title: string;
  /** The sticky bar is for a known seat; without one the title is a plain heading. */
  isSticky: boolean;
  storeName?: string;
  seatName?: string;
  /** The partner's colours: the bar of a known seat is drawn in them. */
  brand?: { bg: string; text: string };
  onBack?: () => void;
  /** Shortcuts on the right (cart, history). */
  actions?: ReactNode;
};

export function MobileOrderHeader({ title, isSticky, storeName, seatName, brand, onBack, actions }: MobileOrderHeaderProps) {
  const { t } = useDinerText();
  const Root = isSticky ? 'header' : 'div';
  const colours = isSticky && brand ? brandColours(brand) : null;
  return (
    <Root
      className={cn(
        'flex items-center gap-2 px-3 py-3',
        isSticky && 'sticky top-0 z-10 border-b border-sky-100 bg-white/95 shadow-sm backdrop-blur',
        // Icons and links take the partner's text colour.
        colours && '[&_a]:text-current [&_button]:text-current [&_p]:text-current [&_p]:opacity-80',
      )}
      style={colours ? { backgroundColor: colours.bg, color: colours.text } : undefined}
      data-brand={colours ? colours.bg : undefined}
    >
      <ScriptsOnly>
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-sky-700 transition hover:bg-sky-100 focus-visible:ring-2 focus-visible:ring-sky-400 outline-none"
          >
            <ChevronLeft aria-hidden className="size-6" />
            <span className="sr-only">{t.back}</span>
          </button>
        ) : (
          <span aria-hidden className="size-2" />
        )}
      </ScriptsOnly>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold">{title}</h1>
        {isSticky && (storeName || seatName) && (
          <p className="truncate text-xs text-slate-500">{[storeName, seatName].filter(Boolean).join(' ・ ')}</p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <ScriptsOnly>
          <LanguageSwitcher />
        </ScriptsOnly>
        {actions}
      </div>
    </Root>
  );
}
