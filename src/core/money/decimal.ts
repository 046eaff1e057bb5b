/** Quantities may have decimals (1.5 時間); money is integer yen. Exact arithmetic with bigint. */

export type RoundingMode = 'floor' | 'ceil' | 'round';
export const roundingModeLabels: Record<RoundingMode, string> = { floor: '切り捨て', ceil: '切り上げ', round: '四捨五入' };

const quantityScale = 1000n;

/** "1.5" / 1.5 / "１.５" → 1500n (thousandths); up to three decimals. */
export function parseQuantity(value: string | number): bigint {
  const text = String(value)
    .trim()
    .replace(/[０-９．－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) throw new RangeError(`数量が正しくありません: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const scaled = BigInt(whole ?? '0') * quantityScale + BigInt(fraction.padEnd(3, '0'));
  return sign ? -scaled : scaled;
}

/** numerator / denominator rounded to an integer by the mode; signs handled symmetrically (−0.5 → −1 when rounding half away from zero). */
export function divide(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  let magnitude = quotient;
  if (remainder !== 0n) {
    // Modes apply to the amount's size: 切り捨て moves toward zero for discounts too.
    if (mode === 'ceil') magnitude += 1n;
    if (mode === 'round' && remainder * 2n >= d) magnitude += 1n;
  }
  return negative ? -magnitude : magnitude;
}

/** quantity × unit price, rounded to the yen. */
export function lineAmount(quantity: bigint, unitPrice: number, mode: RoundingMode): number {
  return Number(divide(quantity * BigInt(unitPrice), quantityScale, mode));
}
