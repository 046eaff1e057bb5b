/**
 * 仕訳 for an accounting package: the company's choice of package, its 勘定科目 and 補助科目,
 * and the 税区分 names each package spells its own way. Pure, shared by the 設定 screen and the
 * export (the layouts themselves are in accounting-layouts.ts).
 */
import type { TaxCategory } from './money';

export const accountingPackages = ['freee', 'moneyforward', 'yayoi'] as const;
export type AccountingPackage = (typeof accountingPackages)[number];
export const accountingPackageLabels: Record<AccountingPackage, string> = {
  freee: 'freee会計',
  moneyforward: 'マネーフォワード クラウド会計',
  yayoi: '弥生会計',
};

/** The accounts an export posts to, each named as the company's accounting package names it. */
export const accountRoles = [
  'receivable',
  'sales',
  'disbursement',
  'bank',
  'fee',
  'feeDiscount',
  'advance',
  'withholding',
  'storeCash',
  'storeCard',
  'storeQr',
  'storeOther',
] as const;
export type AccountRole = (typeof accountRoles)[number];
export const accountRoleLabels: Record<AccountRole, string> = {
  receivable: '売掛金',
  sales: '売上高',
  disbursement: '不課税の明細（立替金）',
  bank: '入金口座（普通預金）',
  fee: '振込手数料（支払手数料）',
  feeDiscount: '振込手数料（売上値引高）',
  advance: '前受金',
  withholding: '源泉徴収税額（仮払税金）',
  storeCash: '店舗売上の現金',
  storeCard: '店舗売上のカード（売掛金）',
  storeQr: '店舗売上のQR決済（売掛金）',
  storeOther: '店舗売上のその他の支払（売掛金）',
};

export type AccountSetting = { account: string; subAccount: string };
export type AccountMapping = Record<AccountRole, AccountSetting>;

export const defaultAccountMapping: AccountMapping = {
  receivable: { account: '売掛金', subAccount: '' },
  sales: { account: '売上高', subAccount: '' },
  // 不課税 lines are money paid out for the customer (交通費, 印紙 bought on its behalf): not a sale.
  disbursement: { account: '立替金', subAccount: '' },
  bank: { account: '普通預金', subAccount: '' },
  fee: { account: '支払手数料', subAccount: '' },
  feeDiscount: { account: '売上値引高', subAccount: '' },
  advance: { account: '前受金', subAccount: '' },
  withholding: { account: '仮払税金', subAccount: '' },
  // 会計 at the tables (売上日報): cash into the till; card, QR and other payments are owed by the
  // card company or the payment service until it pays out, so 売掛金 with the service as 補助科目.
  storeCash: { account: '現金', subAccount: '' },
  storeCard: { account: '売掛金', subAccount: 'クレジットカード' },
  storeQr: { account: '売掛金', subAccount: 'QR決済' },
  storeOther: { account: '売掛金', subAccount: 'その他決済' },
};

/**
 * A 振込手数料 the customer deducted: an expense of the company (支払手数料, 課税仕入 10%), or a
 * discount on the sale (売上値引高, a 売上の返還 at 10%), as its accountant prefers.
 */
export const feeTreatments = ['expense', 'discount'] as const;
export type FeeTreatment = (typeof feeTreatments)[number];
export const feeTreatmentLabels: Record<FeeTreatment, string> = {
  expense: '支払手数料（課税仕入 10%）',
  discount: '売上値引（課税売上 10% の返還）',
};

/** 会計連携 of a company: the package its exports are laid out for, and the accounts they use. */
export type AccountingSettings = {
  package: AccountingPackage;
  accounts: AccountMapping;
  /** 売掛金 and 前受金 carry the customer's name as 補助科目 (when their own 補助科目 is empty). */
  customerAsSubAccount: boolean;
  feeTreatment: FeeTreatment;
};

export const defaultAccountingSettings: AccountingSettings = {
  package: 'freee',
  accounts: defaultAccountMapping,
  customerAsSubAccount: true,
  feeTreatment: 'expense',
};

/**
 * The 税区分 an export writes: sales per rate, balance-sheet lines (立替金 among them), and the fee
 * (a purchase at 10%, or as a discount the 10% sales 区分 debited).
 */
export type TaxKey = 'sales10' | 'sales8' | 'salesExempt' | 'none' | 'purchase10';

/**
 * Each package's own spelling of its default 税区分 (an import refuses a name the package does
 * not know). 弥生会計: 税込 amounts with the tax in 税金額, the 込 forms; マネーフォワード: a
 * half-width space before the rate; freee: 課税売上8%（軽）.
 */
export const taxNames: Record<AccountingPackage, Record<TaxKey, string>> = {
  freee: { sales10: '課税売上10%', sales8: '課税売上8%（軽）', salesExempt: '非課売上', none: '対象外', purchase10: '課対仕入10%' },
  moneyforward: {
    sales10: '課税売上 10%',
    sales8: '課税売上 (軽)8%',
    salesExempt: '非課税売上',
    none: '対象外',
    purchase10: '課税仕入 10%',
  },
  yayoi: { sales10: '課税売上込10%', sales8: '課税売上込軽減8%', salesExempt: '非課売上', none: '対象外', purchase10: '課対仕入込10%' },
};

/** 不課税 lines are 立替金 (or what the company names it), every other category a sale. */
export const salesRole: Record<TaxCategory, 'sales' | 'disbursement'> = {
  standard: 'sales',
  reduced: 'sales',
  exempt: 'sales',
  outside: 'disbursement',
};

export const salesTaxKey: Record<TaxCategory, TaxKey> = {
  standard: 'sales10',
  reduced: 'sales8',
  exempt: 'salesExempt',
  outside: 'none',
};

/** The tax included in a 税込 amount at `rate`%, as the packages compute it (rounded down). */
export const includedTax = (amount: number, rate: number) => Math.floor((amount * rate) / (100 + rate));

/** One side of a journal line: account, 補助科目, 税区分, amount (税込) and the tax in it. */
export type JournalSide = { account: string; subAccount: string; taxName: string; amount: number; tax: number };

/**
 * One 仕訳: lines of equal debit and credit amounts, written as one row each. `slip` numbers the
 * entry in the file (伝票番号 / 取引No): rows of one slip are one compound entry.
 */
export type JournalEntry = {
  date: string;
  slip: number;
  memo: string;
  partner: string;
  lines: { debit: JournalSide; credit: JournalSide }[];
};

/**
 * Pairs the debit and the credit sides of a compound entry into rows of one amount each, in
 * order: 普通預金 59,340 + 支払手数料 660 against 売掛金 60,000 gives two rows, 59,340 and 660.
 * A side's tax goes with its first row. Both sides must total the same.
 */
export function pairSides(debits: JournalSide[], credits: JournalSide[]): JournalEntry['lines'] {
  const left = debits.filter((d) => d.amount > 0).map((d) => ({ ...d }));
  const right = credits.filter((c) => c.amount > 0).map((c) => ({ ...c }));
  const lines: JournalEntry['lines'] = [];
  while (left.length > 0 && right.length > 0) {
    const d = left[0] as JournalSide;
    const c = right[0] as JournalSide;
    const amount = Math.min(d.amount, c.amount);
    lines.push({ debit: { ...d, amount }, credit: { ...c, amount } });
    d.amount -= amount;
    c.amount -= amount;
    d.tax = 0;
    c.tax = 0;
    if (d.amount === 0) left.shift();
    if (c.amount === 0) right.shift();
  }
  if (left.length > 0 || right.length > 0) throw new Error('debits and credits of a journal entry differ');
  return lines;
}
