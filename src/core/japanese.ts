import { toHalfWidth } from './format';

/** Hiragana → katakana (ぁ-ゖ → ァ-ヶ). */
export function toKatakana(input: string): string {
  return input.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/**
 * The form both stored search text and queries are reduced to, so that a search ignores
 * full/half width and hiragana/katakana: NFKC (half-width kana → full-width, full-width
 * digits/letters → ASCII), katakana, lower case, no spaces.
 */
export function normalizeForSearch(input: string): string {
  return toKatakana(toHalfWidth(input.normalize('NFKC')))
    .toLowerCase()
    .replace(/[\s\u3000]+/g, '');
}

/** 〒 postal code: 7 digits, shown as 123-4567; full-width digits and hyphens accepted. */
export function normalizePostalCode(input: string): string | null {
  const digits = toHalfWidth(input.normalize('NFKC')).replace(/[-ー－‐\s〒]/g, '');
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
}

/**
 * Qualified-invoice registration number (適格請求書発行事業者登録番号): T + 13 digits whose
 * first digit is the check digit of the other twelve (the corporate-number rule:
 * 9 − (Σ digit × (1 or 2, alternating from the right)) mod 9).
 */
export function normalizeRegistrationNumber(input: string): string | null {
  const value = toHalfWidth(input.normalize('NFKC')).replace(/[-\s]/g, '').toUpperCase();
  const match = /^T(\d{13})$/.exec(value);
  if (!match?.[1]) return null;
  const digits = match[1];
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(digits[13 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9) === Number(digits[0]) ? value : null;
}
