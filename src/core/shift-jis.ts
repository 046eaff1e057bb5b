/**
 * Shift_JIS (cp932, as Excel on Windows reads it) without silent loss. A few characters
 * people type or paste have a look-alike that cp932 holds; anything else cp932 cannot hold
 * becomes 〓 (the geta mark, cp932 0x81AC) and is reported, never a silent `?`.
 *
 * Whether a character is encodable is asked of the caller (the server passes iconv-lite),
 * so that this module stays free of encoders and runs anywhere.
 */

/**
 * Only characters the cp932 table lacks (checked against iconv-lite). ‐ (U+2010) is not
 * here: cp932 holds it as 0x815D. ¥ and ‾ are encoded by iconv-lite as the ASCII bytes of
 * \ and ~, which read back as those, so they go to their full-width forms instead.
 */
export const shiftJisLookAlikes: Readonly<Record<string, string>> = {
  '\u301c': '\uff5e', // 〜 WAVE DASH → ～
  '\u2212': '\uff0d', // − MINUS SIGN → －
  '\u2014': '\u2015', // — EM DASH → ―
  '\u2016': '\u2225', // ‖ DOUBLE VERTICAL LINE → ∥
  '\u00a2': '\uffe0', // ¢ → ￠
  '\u00a3': '\uffe1', // £ → ￡
  '\u00ac': '\uffe2', // ¬ → ￢
  '\u00a5': '\uffe5', // ¥ → ￥
  '\u203e': '\uffe3', // ‾ → ￣
};
const lookAlikePattern = new RegExp(`[${Object.keys(shiftJisLookAlikes).join('')}]`, 'g');

export const replacementMark = '〓';

export type ShiftJisReplacements = {
  /** Characters written as 〓. */
  count: number;
  /** Each replaced character once, in order of first appearance. */
  characters: string[];
  /** Records of the CSV (1 = the header row, as Excel numbers its rows) with a 〓. */
  rows: number[];
};

export const mapShiftJisLookAlikes = (text: string) => text.replace(lookAlikePattern, (c) => shiftJisLookAlikes[c] ?? c);

/**
 * CSV text made safe to encode as cp932: look-alikes mapped, the rest that cp932 lacks
 * replaced by 〓 and counted with the CSV records they are in (a quoted cell may span lines).
 */
export function prepareShiftJisCsv(
  csv: string,
  canEncode: (character: string) => boolean,
): { text: string; replaced: ShiftJisReplacements } {
  const replaced: ShiftJisReplacements = { count: 0, characters: [], rows: [] };
  const known = new Map<string, boolean>();
  // Records are counted lazily, only up to where a replacement happens.
  let scanned = 0;
  let row = 1;
  let isQuoted = false;
  const rowAt = (offset: number) => {
    for (; scanned < offset; scanned++) {
      const c = mapped[scanned];
      if (c === '"') isQuoted = !isQuoted;
      else if (c === '\n' && !isQuoted) row++;
    }
    return row;
  };
  const mapped = mapShiftJisLookAlikes(csv);
  const text = mapped.replace(/[\u0080-\u{10ffff}]/gu, (character, offset: number) => {
    let isEncodable = known.get(character);
    if (isEncodable === undefined) {
      isEncodable = canEncode(character);
      known.set(character, isEncodable);
    }
    if (isEncodable) return character;
    replaced.count++;
    if (!replaced.characters.includes(character)) replaced.characters.push(character);
    const at = rowAt(offset);
    if (replaced.rows.at(-1) !== at) replaced.rows.push(at);
    return replacementMark;
  });
  return { text, replaced };
}
