import { divide, type RoundingMode } from './decimal';

/** 税抜 (外税): prices exclude consumption tax; 税込 (内税): prices include it. */
export const priceModes = ['exclusive', 'inclusive'] as const;
export type PriceMode = (typeof priceModes)[number];
export const priceModeLabels: Record<PriceMode, string> = { exclusive: '税抜', inclusive: '税込' };

/**
 * The consumption tax in an amount of one rate: on a 税抜 amount `amount × rate / 100`; in a
 * 税込 amount `amount × rate / (100 + rate)` (e.g. ¥1,100 at 10% holds ¥100), rounded once by
 * the company's mode either way.
 */
export function taxOf(amount: number, rate: number, mode: RoundingMode, priceMode: PriceMode): number {
  if (rate === 0) return 0;
  const denominator = priceMode === 'inclusive' ? BigInt(100 + rate) : 100n;
  return Number(divide(BigInt(amount) * BigInt(rate), denominator, mode));
}

/**
 * A unit price moved between modes, for a product priced 税込 put on a 税抜 document or the
 * reverse: what an office worker would type by hand — ¥1,100 税込 at 10% becomes ¥1,000 税抜,
 * ¥1,000 税抜 becomes ¥1,100 税込 — rounded to the yen by the company's mode. The tax of the
 * document is still computed once per rate on the converted amounts.
 */
export function convertUnitPrice(price: number, rate: number, from: PriceMode, to: PriceMode, mode: RoundingMode): number {
  if (from === to || rate === 0) return price;
  const p = BigInt(price);
  const r = BigInt(rate);
  return Number(to === 'inclusive' ? divide(p * (100n + r), 100n, mode) : divide(p * 100n, 100n + r, mode));
}
