/**
 * The language a document's PDF is printed in: 日本語, English, or 日英 (each label in both,
 * 「請求書 / INVOICE」). Set per customer and overridable per document; names, items and
 * amounts print as entered, in yen, whatever the language.
 */
export const pdfLanguages = ['ja', 'en', 'bilingual'] as const;
export type PdfLanguage = (typeof pdfLanguages)[number];

export const pdfLanguageLabels: Record<PdfLanguage, string> = { ja: '日本語', en: 'English', bilingual: '日英' };

export const isPdfLanguage = (value: unknown): value is PdfLanguage => pdfLanguages.includes(value as PdfLanguage);

/** The document's own choice, else its counterparty's, else Japanese. */
export function effectivePdfLanguage(
  documentLanguage: PdfLanguage | null | undefined,
  counterpartyLanguage: PdfLanguage | null | undefined,
): PdfLanguage {
  return documentLanguage ?? counterpartyLanguage ?? 'ja';
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `28 Nov 2026` from YYYY-MM-DD ('' for none). */
export function formatEnglishDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return '';
  const [, y, m, d] = match;
  return `${Number(d)} ${months[Number(m) - 1]} ${y}`;
}
