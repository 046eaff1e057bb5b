import type { BankAccount } from './contracts/document-settings';
import type { SalesDocument } from './contracts/documents';
import type { CompanyProfile } from './contracts/settings';
import { kindInfo } from './documents';
import { type DateStyle, formatJapaneseDate, formatYen } from './format';
import type { MailValues } from './mail-templates';
import { closingLabel } from './statements';

type Sender = Pick<CompanyProfile, 'name' | 'postalCode' | 'address' | 'phone' | 'email'> & { userName: string };

/** 署名: who sends it and how to reach them, as a Japanese business mail closes. */
export function mailSignature({ name, postalCode, address, phone, email, userName }: Sender): string {
  const where = [postalCode && `〒${postalCode}`, address].filter(Boolean).join(' ');
  return [
    '――――――――――――――――――――',
    name,
    where,
    phone && `TEL: ${phone}`,
    email && `Mail: ${email}`,
    userName && `担当: ${userName}`,
    '――――――――――――――――――――',
  ]
    .filter(Boolean)
    .join('\n');
}

export const bankAccountLine = (b: BankAccount) =>
  [b.bankName, b.branchName, b.accountType, b.accountNumber, b.accountHolder && `口座名義 ${b.accountHolder}`].filter(Boolean).join(' ');

/** What a 合計請求書's mail says beyond its document: the closing and 今回ご請求額. */
export type StatementMailFacts = { closingDate: string; billed: number };

/**
 * The placeholders' values for one document's mail: the amount as the PDF boxes it (an invoice's
 * 差引 after 源泉徴収, a 合計請求書's 今回ご請求額), dates as its PDF writes them, the 振込先 of an
 * invoice or 合計請求書 (else the company's default account, as it is paid to one or the other).
 */
export function mailValuesOf(
  doc: SalesDocument,
  company: CompanyProfile,
  {
    userName,
    defaultBankAccount,
    dateStyle,
    statement,
  }: { userName: string; defaultBankAccount: BankAccount | null; dateStyle: DateStyle; statement?: StatementMailFacts },
): MailValues {
  const date = (value: string | null) => formatJapaneseDate(value, dateStyle);
  const isInvoice = doc.kind === 'invoice';
  const bank = isInvoice || doc.kind === 'statement' ? (doc.bankAccount ?? defaultBankAccount) : null;
  const amount = statement ? statement.billed : isInvoice ? doc.totals.amountDue : doc.totals.total;
  return {
    会社名: company.name,
    取引先名: doc.counterpartyName,
    敬称: doc.honorific ?? doc.counterparty?.honorific ?? '',
    書類名: kindInfo[doc.kind].title,
    書類番号: doc.numberLabel,
    件名: doc.subject,
    発行日: date(doc.issueDate),
    金額: formatYen(amount),
    締め日: statement ? closingLabel(statement.closingDate) : '',
    支払期限: date(doc.dueDate),
    有効期限: date(doc.validUntil),
    納期: date(doc.deliveryDate),
    振込先: bank ? bankAccountLine(bank) : '',
    担当者名: userName,
    署名: mailSignature({ ...company, userName }),
  };
}
