import type { ImgHTMLAttributes } from 'react';

/** The widths the server makes of every uploaded image (server/files/image-variants.ts). */
const widths = [320, 640, 1280];
const uploaded = /^\/api\/public\/files\/[0-9a-f-]{36}$/;

const srcSetOf = (url: string, format: 'webp' | 'jpg') => widths.map((w) => `${url}/w${w}.${format} ${w}w`).join(', ');

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  url: string;
  /** How wide the image is drawn, for the browser to pick a width: "96px", "(min-width: 42rem) 42rem, 100vw". */
  sizes: string;
};

/**
 * An uploaded image at the size it is drawn: WebP where the browser takes it, JPEG otherwise,
 * never the original photo (up to 10 MB) on a phone. The box around it fixes its shape, so
 * nothing moves when it arrives. Other URLs (a preview of a file being uploaded) are drawn as they are.
 */
export function ResponsiveImage({ url, sizes, alt = '', ...props }: ResponsiveImageProps) {
  if (!uploaded.test(url)) return <img src={url} alt={alt} {...props} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSetOf(url, 'webp')} sizes={sizes} />
      <img src={`${url}/w640.jpg`} srcSet={srcSetOf(url, 'jpg')} sizes={sizes} alt={alt} decoding="async" {...props} />
    </picture>
  );
}
