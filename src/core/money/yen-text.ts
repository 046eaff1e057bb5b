import { toHalfWidth } from '../format';

/**
 * Typed yen as plain ASCII: full-width digits (IME on), ¥/￥, 円, commas and spaces removed, and
 * the minus signs IMEs produce (− ー ‐ – －) turned into "-". Schemas read it with Number() so a
 * decimal still gets their "1円単位" message rather than "not a number".
 */
export function normalizeYenText(text: string): string {
  return toHalfWidth(text)
    .replace(/[,，¥￥円\s]/g, '')
    .replace(/^[−ー‐–]/, '-');
}

/** 「-１，２００」「¥1,200」「1200円」 → a whole number of yen; null for empty text or anything else. */
export function parseYenText(text: string): number | null {
  const plain = normalizeYenText(text);
  if (!/^-?\d+$/.test(plain)) return null;
  const n = Number(plain);
  return Number.isSafeInteger(n) ? n : null;
}

/** The text as a number for a schema to judge: NaN when it is empty or not numeric. */
export function yenTextToNumber(text: string): number {
  const plain = normalizeYenText(text);
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
