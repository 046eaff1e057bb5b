import { UtensilsCrossed } from 'lucide-react';
import { ResponsiveImage } from '@/web/components/ui/primitives/responsive-image';
import { cn } from '@/web/lib/utils';
import { useDinerText } from './i18n/diner-language';
import { useInlineImage } from './inline-images';

type ItemImageProps = { url: string | null; isSoldOut?: boolean; className?: string; isLarge?: boolean };

/** A menu item's photo, or a quiet placeholder; greyed with 売り切れ across it when sold out. */
export function ItemImage({ url, isSoldOut = false, className, isLarge = false }: ItemImageProps) {
  const inline = useInlineImage(isLarge ? null : url);
  const { t } = useDinerText();
  const imageClass = cn('size-full object-cover', isSoldOut && 'grayscale');
  return (
    <div className={cn('relative flex shrink-0 items-center justify-center overflow-hidden bg-sky-100', className)}>
      {inline ? (
        <img src={inline} data-image-url={url} alt="" className={imageClass} />
      ) : url ? (
        <ResponsiveImage
          url={url}
          // The detail photo spans the page's column (max-w-2xl); list and cart photos are 80–96 px squares.
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
