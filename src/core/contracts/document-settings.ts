import { z } from 'zod';
import { documentKinds, numberResets } from '../documents';
import { dateStyles } from '../format';
import { bankAccountInput, bankAccountTypes, documentSettingsInput } from '../schemas/document-settings';
import { endpoint, noContent } from './endpoint';

/** 設定 › 振込先 and 帳票設定 (/api/settings): admins only. */

/** A 振込先 as the API answers it, and as an issued invoice keeps it printed. */
export const bankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  accountType: z.enum(bankAccountTypes),
  accountNumber: z.string(),
  accountHolder: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.output<typeof bankAccount>;

/** 支払条件: 締め日 and 支払日 1–28, or 31 for 末; 支払月 0 当月 … 3 3ヶ月後. */
export const paymentTerms = z.object({ closingDay: z.number(), paymentMonthOffset: z.number(), paymentDay: z.number() });

/** A kind's 採番: its template and reset, the current period's next number and how that number reads. */
const numberingSetting = z.object({ template: z.string(), reset: z.enum(numberResets), nextNumber: z.number(), preview: z.string() });
export type NumberingSetting = z.output<typeof numberingSetting>;

const perKind = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(documentKinds.map((kind) => [kind, schema])) as Record<(typeof documentKinds)[number], T>);

/** 帳票設定 */
export const documentSettings = z.object({
  roundingMode: z.enum(['floor', 'ceil', 'round']),
  numbering: perKind(numberingSetting),
  defaultNotes: perKind(z.string()),
  defaultPaymentTerms: paymentTerms.nullable(),
  /** 西暦 or 和暦 on the PDFs. */
  dateStyle: z.enum(dateStyles),
  codePrefixes: z.object({ customer: z.string(), product: z.string() }),
});
export type DocumentSettings = z.output<typeof documentSettings>;

export const documentSettingsEndpoints = {
  /** The default first. */
  bankAccounts: endpoint({
    method: 'GET',
    path: '/api/settings/bank-accounts',
    summary: '振込先の一覧',
    response: z.array(bankAccount),
    errors: [],
  }),
  /** The first account is the default, whatever was asked; one default per company. */
  createBankAccount: endpoint({
    method: 'POST',
    path: '/api/settings/bank-accounts',
    summary: '振込先を登録する',
    body: bankAccountInput,
    status: 201,
    response: bankAccount,
    errors: [],
  }),
  /** Every field is replaced (the whole account is sent). */
  updateBankAccount: endpoint({
    method: 'PATCH',
    path: '/api/settings/bank-accounts/:id',
    summary: '振込先を変更する',
    body: bankAccountInput,
    response: bankAccount,
    errors: ['NOT_FOUND'],
  }),
  /** Drafts that used it move to the next account (issued documents keep theirs as printed). */
  deleteBankAccount: endpoint({
    method: 'DELETE',
    path: '/api/settings/bank-accounts/:id',
    summary: '振込先を削除する',
    response: noContent,
    errors: ['NOT_FOUND'],
  }),
  documentSettings: endpoint({
    method: 'GET',
    path: '/api/settings/documents',
    summary: '帳票設定',
    response: documentSettings,
    errors: [],
  }),
  /** A changed 次の番号 moves the current period's counter. */
  saveDocumentSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/documents',
    summary: '帳票設定を保存する',
    body: documentSettingsInput,
    response: documentSettings,
    errors: [],
  }),
};
