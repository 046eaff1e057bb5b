import type { SalesDocument } from '@/core/api-types';
import { type DocumentKind, kindInfo, printedTitle } from '@/core/documents';
import { type DateStyle, formatJapaneseDate, formatTransactionDate } from '@/core/format';
import { effectivePdfLanguage, formatEnglishDate, type PdfLanguage } from '@/core/pdf-languages';

/** What each kind prints in English, beside kindInfo's Japanese. */
const englishKinds: Record<DocumentKind, { title: string; qualifiedTitle?: string; totalCaption: string; greeting: string }> = {
  quotation: { title: 'QUOTATION', totalCaption: 'Quotation total', greeting: 'We are pleased to submit our quotation as follows.' },
  invoice: { title: 'INVOICE', totalCaption: 'Amount due', greeting: 'We hereby invoice you as follows.' },
  purchase_order: { title: 'PURCHASE ORDER', totalCaption: 'Order amount', greeting: 'We hereby place the following order.' },
  delivery_note: { title: 'DELIVERY NOTE', totalCaption: 'Delivered amount', greeting: 'We have delivered the following.' },
  credit_note: {
    title: 'CREDIT NOTE',
    qualifiedTitle: 'QUALIFIED CREDIT NOTE',
    totalCaption: 'Amount refunded',
    greeting: 'We hereby issue the following return or discount.',
  },
  receipt: { title: 'RECEIPT', totalCaption: 'Amount received', greeting: 'Received the above amount with thanks.' },
  statement: { title: 'STATEMENT OF ACCOUNT', totalCaption: 'Amount billed this period', greeting: 'We hereby invoice you as follows.' },
};

/**
 * The words of one PDF in its language: `t('合計', 'Total')` prints 合計, Total, or 「合計 / Total」.
 * `head` is for narrow column headers, where 日英 puts the English under the Japanese.
 */
export type Words = {
  language: PdfLanguage;
  t: (ja: string, en: string) => string;
  head: (ja: string, en: string) => string;
  date: (value: string | null | undefined) => string;
  /** 取引年月日 or 対象期間 with its text, in the language. */
  transaction: (doc: { transactionDate: string | null; periodFrom: string | null; periodTo: string | null }) => {
    label: string;
    text: string;
  } | null;
  title: (kind: DocumentKind, registrationNumber: string | null | undefined) => string;
  totalCaption: (kind: DocumentKind) => string;
  greeting: (kind: DocumentKind) => string;
};

export function wordsFor(language: PdfLanguage, dateStyle: DateStyle): Words {
  const t = (ja: string, en: string) => (language === 'ja' ? ja : language === 'en' ? en : `${ja} / ${en}`);
  const head = (ja: string, en: string) => (language === 'bilingual' ? `${ja}\n${en}` : t(ja, en));
  const date = (value: string | null | undefined) => {
    const ja = formatJapaneseDate(value, dateStyle);
    return ja === '' ? '' : t(ja, formatEnglishDate(value));
  };
  return {
    language,
    t,
    head,
    date,
    transaction: (doc) => {
      const ja = formatTransactionDate(doc, dateStyle);
      if (!ja || language === 'ja') return ja;
      const isPeriod = ja.label === '対象期間';
      const en = isPeriod
        ? `${formatEnglishDate(doc.periodFrom)} – ${formatEnglishDate(doc.periodTo)}`
        : formatEnglishDate(doc.transactionDate);
      return {
        label: t(ja.label, isPeriod ? 'Period' : 'Transaction date'),
        text: language === 'en' ? en : `${ja.text} / ${en}`,
      };
    },
    title: (kind, registrationNumber) => {
      const english = englishKinds[kind];
      const en = registrationNumber && english.qualifiedTitle ? english.qualifiedTitle : english.title;
      return t(printedTitle(kind, registrationNumber), en);
    },
    totalCaption: (kind) =>
      language === 'ja' ? kindInfo[kind].totalCaption : `${t(kindInfo[kind].totalCaption, englishKinds[kind].totalCaption)} (JPY)`,
    greeting: (kind) => t(kindInfo[kind].greeting, englishKinds[kind].greeting),
  };
}

/** The words a document prints with: its own language, else its customer's, else Japanese. */
export const documentWords = (doc: SalesDocument, dateStyle: DateStyle) =>
  wordsFor(effectivePdfLanguage(doc.pdfLanguage, doc.counterparty?.pdfLanguage), dateStyle);
