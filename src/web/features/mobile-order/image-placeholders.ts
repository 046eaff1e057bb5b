import { createContext, useContext } from 'react';

/**
 * Placeholders of the first items' thumbnails that came inside the page's HTML (a 16 px blur
 * as a data: URL, drawn under the thumbnail until it arrives), keyed by the image's URL. The
 * server renders them so; the browser reads them back from that markup before it takes the
 * page over, so its first render is the same.
 */
export type ImagePlaceholders = ReadonlyMap<string, string>;

export const ImagePlaceholdersContext = createContext<ImagePlaceholders>(new Map());

export const useImagePlaceholder = (url: string | null) => {
  const placeholders = useContext(ImagePlaceholdersContext);
  return url ? placeholders.get(url) : undefined;
};

/** The background an image box is drawn with while its placeholder is shown. */
export const placeholderStyle = (placeholder: string) => ({ backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' });

export function readImagePlaceholders(root: ParentNode): ImagePlaceholders {
  const placeholders = new Map<string, string>();
  for (const box of root.querySelectorAll<HTMLElement>('[data-image-url]')) {
    const url = box.getAttribute('data-image-url');
    const placeholder = /^url\("?(data:image\/[^")]+)"?\)$/.exec(box.style.backgroundImage)?.[1];
    if (url && placeholder) placeholders.set(url, placeholder);
  }
  return placeholders;
}
