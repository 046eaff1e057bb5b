import { Font } from '@react-pdf/renderer';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import { fontFamily, registerFonts } from './fonts';

/** 下駄記号, the mark Japanese typesetting has long used for a character it cannot print. */
export const replacementMark = '〓';

/**
 * Which code points Noto Sans JP has, read from the font's own cmap rather than guessed from
 * Unicode blocks: it lacks most emoji (🍺, ❤, ✔) and Hangul, yet has many astral JIS X 0213
 * kanji (𠮷) that a rule such as "nothing outside the BMP" would wrongly replace. Regular and
 * bold cover the same code points. Loading the font once costs under 10 ms.
 */
let coverage: Promise<(codePoint: number) => boolean> | undefined;
function loadCoverage() {
  coverage ??= (async () => {
    registerFonts();
    await Font.load({ fontFamily, fontWeight: 400 });
    const font = Font.getFont({ fontFamily, fontWeight: 400 }).data;
    if (!font) throw new Error('Noto Sans JP did not load');
    return (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  })();
  return coverage;
}

// Marks that print nothing of their own (variation selectors, ZWJ, zero-width space, BOM,
// controls): react-pdf would look for them in another, non-embedded font, so they are dropped.
const invisible = /^[\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;
const layoutControls = new Set(['\t', '\n', '\r']);
const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** Replaces each grapheme with a character the font lacks by 〓 and notes it in `replaced`. */
function printableText(text: string, hasGlyph: (codePoint: number) => boolean, replaced: Set<string>): string {
  const isPrintable = (c: string) => layoutControls.has(c) || (!invisible.test(c) && hasGlyph(c.codePointAt(0) ?? 0));
  if (Array.from(text).every(isPrintable)) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const visible = Array.from(segment).filter((c) => layoutControls.has(c) || !invisible.test(c));
    if (visible.every(isPrintable)) out += visible.join('');
    else {
      replaced.add(segment);
      out += replacementMark;
    }
  }
  return out;
}

/** `value` with the text of the printed `keys` made printable (a memo, never printed, is left as it is). */
function printableFields<T extends object>(value: T, keys: readonly (keyof T & string)[], clean: (text: string) => string): T {
  const out = { ...value };
  for (const key of keys) if (typeof value[key] === 'string') out[key] = clean(value[key]) as T[typeof key];
  return out;
}

const docKeys = ['subject', 'notes', 'personInCharge', 'deliveryPlace', 'counterpartyName'] as const;
const partyKeys = ['name', 'department', 'contactPerson', 'postalCode', 'address'] as const;
const bankKeys = ['bankName', 'branchName', 'accountNumber', 'accountHolder'] as const;
const lineKeys = ['name', 'unit'] as const;
const issuerKeys = ['name', 'storeName', 'postalCode', 'address', 'phone', 'email', 'registrationNumber'] as const;

export type PrintableInput = { doc: SalesDocument; issuer: CompanyProfile; replaced: string[] };

/**
 * The document and issuer with every printed text made printable in the embedded font, and
 * the characters replaced, in order of appearance, so that the user can be told.
 */
export async function printableDocument(doc: SalesDocument, issuer: CompanyProfile): Promise<PrintableInput> {
  const hasGlyph = await loadCoverage();
  const replaced = new Set<string>();
  const clean = (text: string) => printableText(text, hasGlyph, replaced);
  const printed = {
    ...printableFields(doc, docKeys, clean),
    counterparty: doc.counterparty && printableFields(doc.counterparty, partyKeys, clean),
    bankAccount: doc.bankAccount && printableFields(doc.bankAccount, bankKeys, clean),
    lines: doc.lines.map((line) => printableFields(line, lineKeys, clean)),
    suppliedMaterials: doc.suppliedMaterials.map((material) => printableFields(material, lineKeys, clean)),
  };
  const printedIssuer = printableFields(issuer, issuerKeys, clean);
  return { doc: { ...printed, issuer: doc.issuer && printedIssuer }, issuer: printedIssuer, replaced: [...replaced] };
}
