import { eq } from 'drizzle-orm';
import type { Customer } from '@/core/contracts/customers';
import { pdfLanguageLabels, pdfLanguages } from '@/core/pdf-languages';
import { customerInput, monthEnd, type PaymentTerms } from '@/core/schemas/customers';
import { customers } from '../../db/schema';
import { activeLabel, cell, defineMasterData, type MasterRow } from '../../master-data/define';

const toView = (r: MasterRow): Customer => {
  const { companyId: _c, searchText: _s, createdAt: _t, updatedAt, erasedAt, ...row } = r as unknown as typeof customers.$inferSelect;
  // An empty registration number marks a supplier that is not a qualified-invoice issuer.
  return {
    ...row,
    isRegisteredIssuer: row.registrationNumber !== '',
    erasedAt: erasedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  };
};

const months = ['当月', '翌月', '翌々月', '3ヶ月後'];
const dayCell = (d: number) => (d === monthEnd ? '末' : String(d));
const readDay = (v: string) => (v === '末' || v === '末日' ? monthEnd : Number(v.replace(/日$/, '')));

/** Payment terms are three columns: 締め日 (1–28 or 末), 支払月 (当月…), 支払日. */
function readTerms(part: keyof PaymentTerms) {
  return (v: string, into: Record<string, unknown>) => {
    // NFKC: full-width digits (２０日, ３ヶ月後) read like half-width ones.
    const text = v.normalize('NFKC').trim();
    if (text === '') return;
    const terms = (into.paymentTerms ?? {}) as Record<string, number>;
    terms[part] = part === 'paymentMonthOffset' ? months.indexOf(text) : readDay(text);
    into.paymentTerms = terms;
  };
}

/** 顧客: honorific 御中 (company, department) or 様 (person); registration number checked. */
export const customerDefinition = defineMasterData<Customer>({
  entity: 'customer',
  label: '顧客',
  table: customers,
  input: customerInput,
  toView,
  sortable: { code: customers.code, name: customers.name, kana: customers.kana, updatedAt: customers.updatedAt },
  defaultSort: 'code',
  // Erased personal data stays erased: neither the form nor a CSV of before may write it back.
  locked: {
    column: customers.erasedAt,
    code: 'CUSTOMER_ERASED',
    message: (code) => `顧客コード「${code}」は個人情報を消去した顧客のため、変更できません。新しい顧客コードで登録してください`,
  },
  filters: {
    active: (v) => (v === 'active' ? eq(customers.isActive, true) : v === 'inactive' ? eq(customers.isActive, false) : undefined),
    honorific: (v) => (v === '御中' || v === '様' ? eq(customers.honorific, v) : undefined),
  },
  csv: [
    { header: '顧客コード', write: (c) => c.code, read: cell.text('code') },
    { header: '顧客名', required: true, write: (c) => c.name, read: cell.text('name') },
    { header: 'フリガナ', write: (c) => c.kana, read: cell.text('kana') },
    { header: '敬称', write: (c) => c.honorific, read: (v, into) => (into.honorific = v.trim() || '御中') },
    { header: '部署', write: (c) => c.department, read: cell.text('department') },
    { header: '担当者名', write: (c) => c.contactPerson, read: cell.text('contactPerson') },
    { header: '郵便番号', write: (c) => c.postalCode, read: cell.text('postalCode') },
    { header: '住所', write: (c) => c.address, read: cell.text('address') },
    { header: '電話番号', write: (c) => c.phone, read: cell.text('phone') },
    { header: 'メールアドレス', write: (c) => c.email, read: cell.text('email') },
    { header: '登録番号', write: (c) => c.registrationNumber, read: cell.text('registrationNumber') },
    { header: '締め日', write: (c) => (c.paymentTerms ? dayCell(c.paymentTerms.closingDay) : ''), read: readTerms('closingDay') },
    {
      header: '支払月',
      write: (c) => (c.paymentTerms ? (months[c.paymentTerms.paymentMonthOffset] ?? '') : ''),
      read: readTerms('paymentMonthOffset'),
    },
    { header: '支払日', write: (c) => (c.paymentTerms ? dayCell(c.paymentTerms.paymentDay) : ''), read: readTerms('paymentDay') },
    { header: '備考', write: (c) => c.notes, read: cell.text('notes') },
    { header: '状態', write: (c) => activeLabel(c.isActive), read: cell.active('isActive') },
    // Last, so that files written before it existed still read column by column.
    {
      header: '帳票の言語',
      write: (c) => pdfLanguageLabels[c.pdfLanguage],
      read: (v, into) => {
        const text = v.normalize('NFKC').trim();
        into.pdfLanguage =
          pdfLanguages.find((l) => pdfLanguageLabels[l].toLowerCase() === text.toLowerCase()) ?? (text === '' ? 'ja' : text);
      },
    },
  ],
});
