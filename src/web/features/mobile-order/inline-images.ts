import { createContext, useContext } from 'react';

/**
 * Thumbnails that came inside the page's HTML as data: URLs (the first items of the menu, those
 * a phone shows at once), keyed by the image's URL. The server renders them so; the browser
 * reads them back from that markup before it takes the page over, so its first render is the
 * same and no thumbnail is fetched twice.
 */
export type InlineImages = ReadonlyMap<string, string>;

export const InlineImagesContext = createContext<InlineImages>(new Map());

export const useInlineImage = (url: string | null) => {
  const images = useContext(InlineImagesContext);
  return url ? images.get(url) : undefined;
};

export function readInlineImages(root: ParentNode): InlineImages {
  const images = new Map<string, string>();
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-image-url]')) {
    const url = img.getAttribute('data-image-url');
    const src = img.getAttribute('src');
    if (url && src?.startsWith('data:image/')) images.set(url, src);
  }
  return images;
}
