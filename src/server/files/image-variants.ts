import { access, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Widths made of every uploaded photo, for `srcset`: a phone's list thumbnail (96 CSS px at
 * 2–3×), a full-width item on a phone, and a tablet or laptop. A 4000×3000 JPEG of 4 MB goes
 * to a phone as ~15 KB (320 WebP) instead of the whole file.
 */
export const imageWidths = [320, 640, 1280] as const;
export type ImageWidth = (typeof imageWidths)[number];
export type VariantFormat = 'webp' | 'jpg';
export const variantContentTypes: Record<VariantFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

const variantName = /^w(\d+)\.(webp|jpg)$/;

/** `w640.webp` → { width: 640, format: 'webp' }; null for anything else (only the widths above exist). */
export function parseVariant(name: string): { width: ImageWidth; format: VariantFormat } | null {
  const match = variantName.exec(name);
  const width = Number(match?.[1]);
  if (!match || !imageWidths.includes(width as ImageWidth)) return null;
  return { width: width as ImageWidth, format: match[2] as VariantFormat };
}

export const variantPath = (directory: string, id: string, width: ImageWidth, format: VariantFormat) =>
  join(directory, `${id}-w${width}.${format}`);

/** Written beside its final name and renamed: a reader never sees half a file. */
async function writeAtomically(target: string, write: (temporary: string) => Promise<unknown>) {
  const temporary = `${target}.${crypto.randomUUID()}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The stored original as it will be served: turned upright by its EXIF orientation and
 * written again without metadata — a photo taken in the kitchen must not publish where it
 * was taken (GPS) or on which phone. GIFs carry no EXIF and may be animated: kept as they are.
 * Throws when the bytes cannot be decoded as the image they claim to be.
 */
export async function normalizeOriginal(path: string, contentType: string): Promise<number> {
  if (contentType === 'image/gif') {
    await sharp(path).metadata();
    return (await stat(path)).size;
  }
  const image = sharp(path, { failOn: 'error' }).rotate();
  const encoded =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : contentType === 'image/webp'
        ? image.webp({ quality: 90 })
        : image.png({ compressionLevel: 9 });
  await writeAtomically(path, (temporary) => encoded.toFile(temporary));
  return (await stat(path)).size;
}

const inFlight = new Map<string, Promise<string>>();

/** `target`, made by `make` (into a temporary file) on first use when missing, and kept. */
function ensureFile(target: string, make: (temporary: string) => Promise<unknown>): Promise<string> {
  const running = inFlight.get(target);
  if (running) return running;
  const made = access(target)
    .catch(() => writeAtomically(target, make))
    .then(() => target)
    .finally(() => inFlight.delete(target));
  inFlight.set(target, made);
  return made;
}

/**
 * The file of one width and format, made on first use when missing (images stored before
 * variants existed, or a variant lost) and kept. Never wider than the original.
 */
export function ensureVariant(directory: string, id: string, width: ImageWidth, format: VariantFormat): Promise<string> {
  return ensureFile(variantPath(directory, id, width, format), (temporary) => {
    const resized = sharp(join(directory, id), { animated: false }).rotate().resize({ width, withoutEnlargement: true });
    // JPEG has no transparency: a logo's transparent parts become white, not black.
    const encoded =
      format === 'webp' ? resized.webp({ quality: 72 }) : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true });
    return encoded.toFile(temporary);
  });
}

/**
 * The menu list's thumbnail as it is drawn: a 96 CSS px square, here 240 px (2.5× density)
 * cut from the middle, WebP quality 60. It rides inside the diners' page (as a data: URL), so
 * every byte of it delays the first menu on a slow network: about two thirds of the 320 px
 * copy (4:3, a quarter of it cropped away on screen, quality 72), with no difference a diner
 * would see at that size.
 */
export function ensureThumbnail(directory: string, id: string): Promise<string> {
  return ensureFile(join(directory, `${id}-s240.webp`), (temporary) =>
    sharp(join(directory, id), { animated: false }).rotate().resize(240, 240, { fit: 'cover' }).webp({ quality: 60 }).toFile(temporary),
  );
}

/** Every width and format of a new upload, made before the diners' phones ask for them. */
export async function makeVariants(directory: string, id: string): Promise<void> {
  for (const width of imageWidths) for (const format of ['webp', 'jpg'] as const) await ensureVariant(directory, id, width, format);
  await ensureThumbnail(directory, id);
}
