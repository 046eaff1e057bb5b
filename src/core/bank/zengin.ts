/**
 * 全銀協 入出金取引明細 (種別コード 03): fixed records of 200 characters, with or without line
 * breaks — ヘッダー (1), データ (2), トレーラー (8), エンド (9). Characters are JIS X 0201 (半角カナ),
 * one per byte in Shift_JIS, so positions count characters once decoded. Dates are 和暦 YYMMDD.
 */
import type { StatementLine } from './statement-line';

export const zenginRecordLength = 200;

/** Where a field starts (0-based) and how long it is, from the 全銀協 record layout. */
const header = { kind: [1, 2], bankCode: [22, 4], branchCode: [41, 3], accountNumber: [63, 10] } as const;
const data = {
  inquiryNumber: [1, 8],
  accountDate: [9, 6],
  direction: [21, 1], // 入払区分: 1 入金, 2 出金
  amount: [24, 12],
  payerName: [81, 48],
} as const;

const field = (record: string, [start, length]: readonly [number, number]) => record.slice(start, start + length);

/** 和暦 YYMMDD: 令和 (2019–) unless that lands past next year, then 平成. */
export function zenginDate(yymmdd: string, thisYear: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const reiwa = 2018 + yy;
  const year = reiwa <= thisYear + 1 ? reiwa : 1988 + yy;
  const day = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day ? null : day;
}

/** True when the text is a 全銀 入出金取引明細 file (its first record a ヘッダー of 種別 03). */
export function isZenginStatement(text: string): boolean {
  const plain = text.replace(/\r?\n/g, '');
  return plain.length >= 3 && plain.startsWith('1') && plain.slice(1, 3) === '03' && !plain.slice(0, 200).includes(',');
}

export class StatementError extends Error {}

/** The credit lines of a 全銀 file; debits are counted, not returned. Throws StatementError in Japanese. */
export function parseZengin(text: string, thisYear: number): { lines: StatementLine[]; debitCount: number } {
  const plain = text.replace(/\r?\n/g, '');
  if (plain.length % zenginRecordLength !== 0)
    throw new StatementError('全銀協形式のレコードが200桁ずつになっていません。ファイルが途中で切れていないか確認してください');
  const records = Array.from({ length: plain.length / zenginRecordLength }, (_, i) =>
    plain.slice(i * zenginRecordLength, (i + 1) * zenginRecordLength),
  );
  const first = records[0] ?? '';
  if (field(first, header.kind) !== '03')
    throw new StatementError('全銀協形式の入出金取引明細ではありません（種別コードが03ではありません）');
  const account = `${field(first, header.bankCode)}-${field(first, header.branchCode)}-${field(first, header.accountNumber).trim()}`;
  if (!records.some((r) => r.startsWith('8')))
    throw new StatementError('全銀協形式のファイルにトレーラー・レコードがありません。ファイルが途中で切れていないか確認してください');
  const lines: StatementLine[] = [];
  let debitCount = 0;
  records.forEach((record, index) => {
    if (!record.startsWith('2')) return;
    const recordNo = index + 1;
    const date = zenginDate(field(record, data.accountDate), thisYear);
    const amount = Number(field(record, data.amount));
    if (!date || !/^\d{12}$/.test(field(record, data.amount)))
      throw new StatementError(`${recordNo}件目のデータ・レコードの勘定日か取引金額が読み取れません`);
    if (field(record, data.direction) !== '1') {
      debitCount += 1;
      return;
    }
    const inquiry = field(record, data.inquiryNumber).trim();
    lines.push({
      row: recordNo,
      date,
      amount,
      payerName: field(record, data.payerName).trim(),
      lineKey: `zengin:${account}:${date}:${inquiry}`,
    });
  });
  return { lines, debitCount };
}
