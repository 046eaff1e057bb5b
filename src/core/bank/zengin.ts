/**
 * 全銀協 入出金取引明細 (種別コード 03): fixed records of 200 characters, with or without line
 * breaks — ヘッダー (1), データ (2), トレーラー (8), エンド (9). Characters are JIS X 0201 (半角カナ),
 * one per byte in Shift_JIS, so positions count characters once decoded. Dates are 和暦 YYMMDD.
 */
import { isPlainDate } from '../calendar';
import { formatYen } from '../format';
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
  return isPlainDate(day) ? day : null;
}

/** True when the text is a 全銀 入出金取引明細 file (its first record a ヘッダー of 種別 03). */
export function isZenginStatement(text: string): boolean {
  const plain = text.replace(/\r?\n/g, '');
  return plain.length >= 3 && plain.startsWith('1') && plain.slice(1, 3) === '03' && !plain.slice(0, 200).includes(',');
}

export class StatementError extends Error {}

/** What the トレーラー・レコード of one account's records says they hold. */
type Totals = { creditCount: number; creditTotal: number; debitCount: number; debitTotal: number };

const trailerFields: { key: keyof Totals; label: string; what: string; unit: 'count' | 'yen'; at: readonly [number, number] }[] = [
  { key: 'creditCount', label: '入金件数', what: '入金', unit: 'count', at: [1, 6] },
  { key: 'creditTotal', label: '入金金額合計', what: '入金の合計', unit: 'yen', at: [7, 13] },
  { key: 'debitCount', label: '出金件数', what: '出金', unit: 'count', at: [20, 6] },
  { key: 'debitTotal', label: '出金金額合計', what: '出金の合計', unit: 'yen', at: [26, 13] },
];

const missingTrailer = '全銀協形式のファイルにトレーラー・レコードがありません。ファイルが途中で切れていないか確認してください';

/**
 * A file that lost or gained a whole record keeps its 200-character rhythm; only the trailer's
 * counts and totals tell. Money must not be proposed from such a file, so it is refused.
 */
function checkTrailer(trailer: string, recordNo: number, counted: Totals, account: string | null) {
  for (const f of trailerFields) {
    const text = field(trailer, f.at);
    if (!/^\d+$/.test(text)) throw new StatementError(`${recordNo}件目のトレーラー・レコードの${f.label}「${text}」が読み取れません`);
    const stated = Number(text);
    const found = counted[f.key];
    if (stated === found) continue;
    const show = (v: number) => (f.unit === 'count' ? `${v}件` : formatYen(v));
    throw new StatementError(
      `${account ? `口座 ${account}: ` : ''}トレーラー・レコードの${f.label}（${show(stated)}）とデータ・レコードの${f.what}（${show(found)}）が一致しません。銀行から受け取ったままのファイルか確認してください`,
    );
  }
}

/**
 * The key of a credit: its account, 勘定日 and 照会番号, then amount, the n-th such line of the
 * file and the payer name — banks leave 照会番号 blank, and two transfers of a day are two lines
 * even when alike. The name comes last, so a key reads back whatever the name holds.
 */
const lineKeyOf = (base: string, amount: number, occurrence: number, payerName: string) => `${base}:${amount}:${occurrence}:${payerName}`;

/**
 * Imports before lines were told apart claimed a 全銀 line by `zengin:account:date:inquiry` alone,
 * so every credit of a day without 照会番号 shared one claim, kept with the amount and name of the
 * line that was paid. That claim stands for the first line of this key with that amount and name:
 * the answer, for a key of today's form in its first occurrence; null otherwise.
 */
export function zenginLegacyClaim(lineKey: string): { lineKey: string; amount: number; payerName: string } | null {
  const m = /^(zengin:[^:]*:[^:]*:[^:]*):(\d+):1:(.*)$/s.exec(lineKey);
  if (!m?.[1] || !m[2] || m[3] === undefined) return null;
  return { lineKey: m[1], amount: Number(m[2]), payerName: m[3] };
}

/**
 * The credit lines of a 全銀 file; debits are counted, not returned. A file may hold several
 * accounts, each a ヘッダー, its データ and its トレーラー. Throws StatementError in Japanese.
 */
export function parseZengin(text: string, thisYear: number): { lines: StatementLine[]; debitCount: number } {
  const plain = text.replace(/\r?\n/g, '');
  if (plain.length % zenginRecordLength !== 0)
    throw new StatementError('全銀協形式のレコードが200桁ずつになっていません。ファイルが途中で切れていないか確認してください');
  const records = Array.from({ length: plain.length / zenginRecordLength }, (_, i) =>
    plain.slice(i * zenginRecordLength, (i + 1) * zenginRecordLength),
  );
  if (field(records[0] ?? '', header.kind) !== '03')
    throw new StatementError('全銀協形式の入出金取引明細ではありません（種別コードが03ではありません）');
  const accounts = records.filter((r) => r.startsWith('1')).length;
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let debitCount = 0;
  let group: { account: string; counted: Totals } | null = null;
  for (const [index, record] of records.entries()) {
    const recordNo = index + 1;
    const kind = record[0];
    if (kind === '9') break;
    if (kind === '1') {
      if (group) throw new StatementError(missingTrailer);
      const account = `${field(record, header.bankCode)}-${field(record, header.branchCode)}-${field(record, header.accountNumber).trim()}`;
      group = { account, counted: { creditCount: 0, creditTotal: 0, debitCount: 0, debitTotal: 0 } };
    } else if (kind === '8') {
      if (!group) throw new StatementError(`${recordNo}件目のトレーラー・レコードの前にヘッダー・レコードがありません`);
      checkTrailer(record, recordNo, group.counted, accounts > 1 ? group.account : null);
      group = null;
    } else if (kind === '2') {
      if (!group) throw new StatementError(`${recordNo}件目のデータ・レコードの前にヘッダー・レコードがありません`);
      const date = zenginDate(field(record, data.accountDate), thisYear);
      const amount = Number(field(record, data.amount));
      if (!date || !/^\d{12}$/.test(field(record, data.amount)))
        throw new StatementError(`${recordNo}件目のデータ・レコードの勘定日か取引金額が読み取れません`);
      if (field(record, data.direction) !== '1') {
        group.counted.debitCount += 1;
        group.counted.debitTotal += amount;
        debitCount += 1;
        continue;
      }
      group.counted.creditCount += 1;
      group.counted.creditTotal += amount;
      const payerName = field(record, data.payerName).trim();
      const base = `zengin:${group.account}:${date}:${field(record, data.inquiryNumber).trim()}`;
      const alike = `${base}:${amount}:${payerName}`;
      const occurrence = (seen.get(alike) ?? 0) + 1;
      seen.set(alike, occurrence);
      lines.push({ row: recordNo, date, amount, payerName, lineKey: lineKeyOf(base, amount, occurrence, payerName) });
    }
  }
  if (group) throw new StatementError(missingTrailer);
  return { lines, debitCount };
}
