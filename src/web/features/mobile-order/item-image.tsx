import { UtensilsCrossed } from 'lucide-react';
import { ResponsiveImage } from '@/web/components/ui/primitives/responsive-image';
import { cn } from '@/web/lib/utils';
import { useDinerText } from './i18n/diner-language';
import { placeholderStyle, useImagePlaceholder } from './image-placeholders';

type ItemImageProps = { url: string | null; isSoldOut?: boolean; className?: string; isLarge?: boolean };

const uploaded = /^\/api\/public\/files\/[0-9a-f-]{36}$/;

/**
 * A menu item's photo, or a quiet placeholder; greyed with 売り切れ across it when sold out.
 * In lists (80–96 px squares) an uploaded photo is its 240 px square thumbnail: fetched at once
 * over the blur the page came with for the first screen's items, lazily further down.
 */
export function ItemImage({ url, isSoldOut = false, className, isLarge = false }: ItemImageProps) {
  const placeholder = useImagePlaceholder(isLarge ? null : url);
  const { t } = useDinerText();
  const imageClass = cn('size-full object-cover', isSoldOut && 'grayscale');
  return (
    <div
      className={cn('relative flex shrink-0 items-center justify-center overflow-hidden bg-sky-100', className)}
      style={placeholder ? placeholderStyle(placeholder) : undefined}
      data-image-url={placeholder ? (url ?? undefined) : undefined}
    >
      {url && !isLarge && uploaded.test(url) ? (
        <img
          src={`${url}/s240.webp`}
          alt=""
          loading={placeholder ? 'eager' : 'lazy'}
          fetchPriority={placeholder ? 'high' : undefined}
          decoding="async"
          className={imageClass}
        />
      ) : url ? (
        <ResponsiveImage
          url={url}
          // The detail photo spans the page's column (max-w-2xl); other URLs are drawn as they are.
          sizes={isLarge ? '(min-width: 42rem) 42rem, 100vw' : '96px'}
          loading={isLarge ? 'eager' : 'lazy'}
          className={imageClass}
        />
      ) : (
        <UtensilsCrossed aria-hidden className={cn('text-sky-300', isLarge ? 'size-14' : 'size-7')} />
      )}
      {isSoldOut && (
        <span
          aria-hidden
          className={cn(
            'absolute inset-0 flex items-center justify-center bg-slate-900/45 font-bold text-white',
            isLarge ? 'text-2xl' : 'text-sm',
          )}
        >
          {t.menu.soldOut}
        </span>
      )}
    </div>
  );
}
