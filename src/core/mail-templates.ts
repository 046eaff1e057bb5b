/**
 * 送信メールの文面: the subject and body a document's mail starts from, per kind, with
 * placeholders ({{会社名}} …) filled in from the document, the company and the sender. Pure; the
 * server fills them in, 設定 edits them.
 */
import { type DocumentKind, documentKinds, kindInfo } from './documents';

export const mailTemplateKinds: readonly DocumentKind[] = documentKinds;
export type MailTemplateKind = DocumentKind;

export const isMailTemplateKind = (value: string): value is MailTemplateKind => (mailTemplateKinds as readonly string[]).includes(value);

/** The placeholders, and what each becomes (shown beside the editor). */
export const mailPlaceholders = {
  会社名: '自社情報の会社名',
  取引先名: '宛先の会社名・氏名',
  敬称: '御中 または 様',
  書類名: '見積書・請求書 など',
  書類番号: '帳票の番号',
  件名: '帳票の件名',
  発行日: '発行日（2026年11月5日）',
  金額: '税込の合計（請求書は差引のご請求金額、合計請求書は今回ご請求額）',
  締め日: '合計請求書の締め日（11月20日締め分）',
  支払期限: '支払期限・支払期日',
  有効期限: '見積書の有効期限',
  納期: '納期・納品日',
  振込先: '請求書の振込先（なければ既定の口座）',
  担当者名: '送信する担当者の名前',
  署名: '会社名・住所・電話番号・担当者名',
} as const;
export type MailPlaceholder = keyof typeof mailPlaceholders;
export type MailValues = Record<MailPlaceholder, string>;

export type MailTemplate = { subject: string; body: string };

export const mailTemplateLimits = { subject: 150, body: 4000 } as const;

/** What the amount is called in each kind's mail, and the facts that go beside it. */
const factLines: Record<MailTemplateKind, string[]> = {
  quotation: ['御見積金額: {{金額}}（税込）', '有効期限: {{有効期限}}'],
  invoice: ['ご請求金額: {{金額}}（税込）', 'お支払期限: {{支払期限}}', 'お振込先: {{振込先}}'],
  purchase_order: ['発注金額: {{金額}}（税込）', '納期: {{納期}}', '支払期日: {{支払期限}}'],
  delivery_note: ['納品金額: {{金額}}（税込）', '納品日: {{納期}}'],
  credit_note: ['返還金額: {{金額}}（税込）'],
  receipt: ['領収金額: {{金額}}（税込）'],
  statement: ['今回ご請求額: {{金額}}（税込）', 'お支払期限: {{支払期限}}', 'お振込先: {{振込先}}'],
};

const requests: Record<MailTemplateKind, string> = {
  quotation: 'ご検討のほど、よろしくお願い申し上げます。',
  invoice: 'お支払期限までにお振込みくださいますよう、お願い申し上げます。',
  purchase_order: 'ご手配のほど、よろしくお願い申し上げます。',
  delivery_note: 'ご査収のほど、よろしくお願い申し上げます。',
  credit_note: 'ご査収のほど、よろしくお願い申し上げます。',
  receipt: '本日はご入金いただき、誠にありがとうございました。',
  statement: '添付のPDFをご確認のうえ、お支払期限までにお振込みくださいますよう、お願い申し上げます。',
};

/** What the mail sends, in the sentence after the greeting. */
const sendsWhat = (kind: MailTemplateKind) =>
  kind === 'statement' ? '{{締め日}}の合計請求書（{{書類番号}}）' : `${kindInfo[kind].title}（{{書類番号}}）`;

/** The initial text of a kind (初期値に戻す returns to it). */
export function defaultMailTemplate(kind: MailTemplateKind): MailTemplate {
  return {
    // A 合計請求書 has no 件名: its closing names it.
    subject:
      kind === 'statement' ? '【{{書類名}}】{{書類番号}}（{{締め日}}）{{会社名}}' : '【{{書類名}}】{{書類番号}} {{件名}}（{{会社名}}）',
    body: [
      '{{取引先名}} {{敬称}}',
      '',
      'いつもお世話になっております。{{会社名}}でございます。',
      `${sendsWhat(kind)}をお送りいたします。添付のPDFをご確認ください。`,
      '',
      ...factLines[kind],
      '',
      requests[kind],
      'ご不明な点がございましたら、お気軽にお問い合わせください。',
      '今後ともよろしくお願いいたします。',
      '',
      '{{署名}}',
    ].join('\n'),
  };
}

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;
const isPlaceholder = (name: string): name is MailPlaceholder => Object.hasOwn(mailPlaceholders, name);

/** The first placeholder that is not one of mailPlaceholders, as written; null when all are known. */
export function unknownPlaceholder(text: string): string | null {
  for (const [written, name = ''] of text.matchAll(placeholderPattern)) if (!isPlaceholder(name)) return written;
  return null;
}

/**
 * The text with its placeholders filled in. A line whose every placeholder came out empty is left
 * out (an invoice without a 振込先 gets no 「お振込先:」 line); the subject's spaces are tidied.
 */
export function renderMailTemplate(template: MailTemplate, values: MailValues): MailTemplate {
  const fill = (line: string) => line.replace(placeholderPattern, (_, name: string) => (isPlaceholder(name) ? values[name] : ''));
  const lines = template.body.split('\n').flatMap((line) => {
    const names = [...line.matchAll(placeholderPattern)].map(([, name = '']) => name);
    const isEmpty = names.length > 0 && names.every((name) => !isPlaceholder(name) || values[name] === '');
    return isEmpty ? [] : [fill(line)];
  });
  return {
    subject: fill(template.subject)
      .replace(/（）|\(\)/g, '')
      .replace(/\s+/g, ' ')
      .replace(/ (?=[（】])/g, '')
      .trim(),
    body: lines.join('\n').trim(),
  };
}
