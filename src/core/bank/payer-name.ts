/**
 * 振込依頼人名 as banks print it (半角カナ, no 小書き, ー as -, 法人略語 such as ｶ) or (ｶ)) reduced
 * to what can be compared with a customer's フリガナ or name: the search's normalisation
 * (NFKC, katakana, no spaces) plus large kana, no long-vowel marks and no 法人 words.
 */
import { normalizeForSearch } from '../japanese';

const smallKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/** 法人略語 of the 全銀 character set: (ｶ) 株式会社, (ﾕ) 有限会社, (ﾄﾞ) 合同会社, (ﾒ) 合名, (ｼ) 合資, (ｲ) 医療法人, … */
const abbreviations = [
  'カ',
  'ユ',
  'ド',
  'メ',
  'シ',
  'イ',
  'ザイ',
  'シヤ',
  'ガク',
  'フク',
  'トクヒ',
  'ホ',
  'ギヨ',
  'ノウ',
  'セイ',
  'ソ',
  'ダ',
];
const abbreviation = abbreviations.join('|');
const abbreviationPattern = new RegExp(`\\((${abbreviation})\\)|^(${abbreviation})\\)|\\((${abbreviation})$`, 'g');

/** Spelled-out 法人 kinds in kana and kanji, as a フリガナ or a name may hold them. */
const corporateWords = [
  'カブシキガイシヤ',
  'カブシキカイシヤ',
  'ユウゲンガイシヤ',
  'ユウゲンカイシヤ',
  'ゴウドウガイシヤ',
  'ゴウドウカイシヤ',
  'ゴウシガイシヤ',
  'ゴウメイガイシヤ',
  'イツパンシヤダンホウジン',
  'イツパンザイダンホウジン',
  'イリヨウホウジン',
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '一般社団法人',
  '一般財団法人',
  '医療法人',
  '(株)',
  '(有)',
];

/** Prefixes some net banks write before the name (振込＊, 振込 ). */
const transferPrefix = /^(振込|フリコミ|カ-ド|ATM)[*＊\s]*/;

const large = (text: string) => text.replace(/[ァィゥェォッャュョヮヵヶ]/g, (c) => smallKana[c] ?? c);
/** Normalised once: the names of every line and customer go through them. */
const corporateKeys = corporateWords.map((word) => large(normalizeForSearch(word).toUpperCase()));

export function normalizePayerName(input: string): string {
  let text = large(normalizeForSearch(input).toUpperCase().replace(transferPrefix, '')).replace(abbreviationPattern, '');
  for (const word of corporateKeys) if (text.includes(word)) text = text.split(word).join('');
  return text.replace(/[ー\-－‐.,・()（）「」'"/*＊]/g, '');
}

/**
 * How well a normalised payer name fits normalised customer names: 2 the same name, 1 one begins
 * with the other (banks cut long names; a payer may add a branch), 0 no fit. Four characters at
 * least, or equal.
 */
export function keyFit(key: string, candidates: string[]): 0 | 1 | 2 {
  if (key === '') return 0;
  let best: 0 | 1 | 2 = 0;
  for (const other of candidates) {
    if (other === '') continue;
    if (other === key) return 2;
    const shorter = Math.min(other.length, key.length);
    if (shorter >= 4 && (other.startsWith(key) || key.startsWith(other))) best = 1;
  }
  return best;
}

/** keyFit of names as printed. */
export const nameFit = (payer: string, candidates: string[]) => keyFit(normalizePayerName(payer), candidates.map(normalizePayerName));
