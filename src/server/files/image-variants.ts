import sharp from 'sharp';
import type { Db } from '../db/client';
import { putFile, readStoredFile, storedSize, uploadKey } from './file-store';

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

export const variantKey = (id: string, width: ImageWidth, format: VariantFormat) => `${uploadKey(id)}-w${width}.${format}`;

/**
 * The stored original as it will be served: turned upright by its EXIF orientation and
 * written again without metadata — a photo taken in the kitchen must not publish where it
 * was taken (GPS) or on which phone. GIFs carry no EXIF and may be animated: kept as they are.
 * Throws when the bytes cannot be decoded as the image they claim to be.
 */
export async function normalizeOriginal(db: Db, id: string, original: Buffer, contentType: string): Promise<Buffer> {
  if (contentType === 'image/gif') {
    await sharp(original).metadata();
    return original;
  }
  const image = sharp(original, { failOn: 'error' }).rotate();
  const encoded =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : contentType === 'image/webp'
        ? image.webp({ quality: 90 })
        : image.png({ compressionLevel: 9 });
  const upright = await encoded.toBuffer();
  await putFile(db, uploadKey(id), upright);
  return upright;
}

/** One smaller copy of `original`, stored under its key. */
async function storeVariant(db: Db, id: string, original: Buffer, width: ImageWidth, format: VariantFormat): Promise<string> {
  const resized = sharp(original, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
  // JPEG has no transparency: a logo's transparent parts become white, not black.
  const encoded =
    format === 'webp' ? resized.webp({ quality: 72 }) : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true });
  const key = variantKey(id, width, format);
  await putFile(db, key, await encoded.toBuffer());
  return key;
}

async function readOriginal(db: Db, id: string): Promise<Buffer> {
  const original = await readStoredFile(db, uploadKey(id));
  if (!original) throw new Error(`no stored upload ${id}`);
  return original;
}

const inFlight = new Map<string, Promise<string>>();

/** `make` run once at a time per key in this instance, for the copies made on first use. */
function once(key: string, make: () => Promise<string>): Promise<string> {
  const running = inFlight.get(key);
  if (running) return running;
  const made = make().finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
}

/**
 * The stored key of one width and format, made on first use when missing (images stored before
 * variants existed, or a variant lost) and kept. Never wider than the original. Two instances
 * asked at once may both make it; the second write replaces the first with the same picture.
 */
export function ensureVariant(db: Db, id: string, width: ImageWidth, format: VariantFormat): Promise<string> {
  const key = variantKey(id, width, format);
  return once(key, async () =>
    (await storedSize(db, key)) !== null ? key : storeVariant(db, id, await readOriginal(db, id), width, format),
  );
}

export const thumbnailKey = (id: string) => `${uploadKey(id)}-s240.webp`;

/**
 * The menu list's thumbnail as it is drawn: a 96 CSS px square, here 240 px (2.5× density)
 * cut from the middle, WebP quality 60, served as `<id>/s240.webp`. About two thirds of the
 * 320 px copy (4:3, a quarter of it cropped away on screen, quality 72), with no difference a
 * diner would see at that size; on a slow network every byte of the first screen counts.
 */
async function storeThumbnail(db: Db, id: string, original: Buffer): Promise<string> {
  const key = thumbnailKey(id);
  await putFile(
    db,
    key,
    await sharp(original, { animated: false }).rotate().resize(240, 240, { fit: 'cover' }).webp({ quality: 60 }).toBuffer(),
  );
  return key;
}

/** The stored key of the list thumbnail, made on first use when missing (images stored before it existed). */
export function ensureThumbnail(db: Db, id: string): Promise<string> {
  const key = thumbnailKey(id);
  return once(key, async () => ((await storedSize(db, key)) !== null ? key : storeThumbnail(db, id, await readOriginal(db, id))));
}

/** The list thumbnail's name under a file's public URL (`/api/public/files/<id>/s240.webp`). */
export const thumbnailName = 's240.webp';

export const placeholderKey = (id: string) => `${uploadKey(id)}-p16.webp`;

/**
 * A 16 px square of the list thumbnail (about 100–200 bytes of WebP), drawn under the real one
 * in the diners' page as it arrives: the browser's smooth scaling of 16 px to 96 CSS px makes
 * it a blur of the dish's colours. Made from the thumbnail, not the original (a few KB to decode, not MBs).
 */
async function storePlaceholder(db: Db, id: string): Promise<string> {
  const thumbnail = await readStoredFile(db, await ensureThumbnail(db, id));
  if (!thumbnail) throw new Error(`no thumbnail of ${id}`);
  const key = placeholderKey(id);
  await putFile(db, key, await sharp(thumbnail).resize(16, 16, { fit: 'cover' }).webp({ quality: 50 }).toBuffer());
  return key;
}

/** The stored key of the placeholder, made on first use when missing (images stored before it existed). */
export function ensurePlaceholder(db: Db, id: string): Promise<string> {
  const key = placeholderKey(id);
  return once(key, async () => ((await storedSize(db, key)) !== null ? key : storePlaceholder(db, id)));
}

/** Every width and format of a new upload, its list thumbnail and placeholder, made before the diners' phones ask for them. */
export async function makeVariants(db: Db, id: string, original: Buffer): Promise<void> {
  for (const width of imageWidths) for (const format of ['webp', 'jpg'] as const) await storeVariant(db, id, original, width, format);
  await storeThumbnail(db, id, original);
  await storePlaceholder(db, id);
}
