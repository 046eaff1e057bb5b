import type { DocumentKind } from './documents';

/** How a 件名 names each kind's business: ホームページ制作のお見積り → ホームページ制作のご請求. */
const subjectSuffixes: Partial<Record<DocumentKind, string>> = {
  quotation: 'のお見積り',
  invoice: 'のご請求',
  delivery_note: 'の納品',
  purchase_order: 'のご発注',
  credit_note: 'の返品・値引き',
};

const businessWords = '(?:見積|請求|納品|発注)';
/** 「…のお見積り」「…御見積書」「…見積の件」 at the end … */
const trailing = new RegExp(`\\s*(?:の|に関する)?\\s*(?:お|御|ご)?${businessWords}(?:書|り)?(?:の件|について)?\\s*$`);
/** … and 「お見積書：…」「【御請求】…」 at the start. */
const word = `(?:お|御|ご)?${businessWords}(?:書|り)?`;
const leading = new RegExp(`^\\s*(?:[【［\\[]${word}[】］\\]]|${word}\\s*[：:、\\s])\\s*`);

/**
 * The 件名 proposed for a document made from another (変換): the source's subject with its own
 * kind's wording taken off and the new kind's put on, so an invoice never goes out titled
 * 「…のお見積り」, nor a 返品・値引き 「…のご請求」. An empty subject stays empty; the user edits the proposal in the editor.
 */
export function convertedSubject(subject: string, to: DocumentKind): string {
  const base = subject.replace(leading, '').replace(trailing, '').trim();
  if (base === '') return '';
  return `${base}${subjectSuffixes[to] ?? ''}`.slice(0, 100);
}
