import { describe, expect, it } from 'vitest';
import { parseZengin, StatementError, zenginLegacyClaim } from './zengin';

type Data = { inquiry?: string; date?: string; direction?: 1 | 2; amount: number; payer: string };
type Trailer = { creditCount?: number; creditTotal?: number; debitCount?: number; debitTotal?: number };

const n = (v: number, width: number) => String(v).padStart(width, '0');
const c = (v: string, width: number) => v.padEnd(width, ' ');
const header = (account: number) =>
  `1030${'081201'}${'081101'}${'081130'}0001${c('ﾃｽﾄｷﾞﾝｺｳ', 15)}123${c('ﾎﾝﾃﾝ', 15)}0001${n(account, 10)}${c('ｶ)ﾃｽﾄ', 40)}00${n(1_000_000, 14)}${' '.repeat(71)}`;
const dataRecord = ({ inquiry = '', date = '081127', direction = 1, amount, payer }: Data) =>
  `2${c(inquiry, 8)}${date}${date}${direction}11${n(amount, 12)}${n(0, 12)}${'000000'}${'000000'}0${'0000000'}000${n(0, 10)}${c(payer, 48)}${' '.repeat(70)} `;

/** A trailer that agrees with its data records, unless `wrong` says otherwise. */
function trailer(data: Data[], wrong: Trailer = {}) {
  const sum = (d: 1 | 2) => data.filter((x) => (x.direction ?? 1) === d).reduce((s, x) => s + x.amount, 0);
  const count = (d: 1 | 2) => data.filter((x) => (x.direction ?? 1) === d).length;
  const t = {
    creditCount: count(1),
    creditTotal: sum(1),
    debitCount: count(2),
    debitTotal: sum(2),
    ...wrong,
  };
  return `8${n(t.creditCount, 6)}${n(t.creditTotal, 13)}${n(t.debitCount, 6)}${n(t.debitTotal, 13)}0${n(0, 14)}${n(data.length, 7)}${' '.repeat(139)}`;
}

/** One account's group (ヘッダー, データ, トレーラー) per entry, then the エンド record. */
function file(...groups: { account?: number; data: Data[]; wrong?: Trailer }[]) {
  const records = groups.flatMap(({ account = 1234, data, wrong }) => [header(account), ...data.map(dataRecord), trailer(data, wrong)]);
  records.push(`9${' '.repeat(199)}`);
  for (const r of records) if (r.length !== 200) throw new Error(`record of ${r.length} characters: ${r.slice(0, 10)}`);
  return `${records.join('\r\n')}\r\n`;
}

const refusal = (text: string) => {
  try {
    parseZengin(text, 2026);
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  return null;
};

describe('全銀協 入出金取引明細: every credit its own line', () => {
  const twin = { amount: 30_000, payer: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ' };
  const text = file({ data: [{ amount: 110_000, payer: 'ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ' }, twin, twin, { amount: 30_000, payer: 'ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ' }] });

  it('gives two identical credits of a day without 照会番号 two keys, the same every time the file is read', () => {
    const { lines } = parseZengin(text, 2026);
    const keys = lines.map((l) => l.lineKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys).toEqual([
      'zengin:0001-123-0000001234:2026-11-27::110000:1:ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ',
      'zengin:0001-123-0000001234:2026-11-27::30000:1:ﾔﾏﾀﾞｺｳﾑﾃﾝ',
      'zengin:0001-123-0000001234:2026-11-27::30000:2:ﾔﾏﾀﾞｺｳﾑﾃﾝ',
      'zengin:0001-123-0000001234:2026-11-27::30000:1:ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ',
    ]);
    expect(parseZengin(text, 2026).lines.map((l) => l.lineKey)).toEqual(keys);
  });

  it('keeps a 照会番号 in the key, and each account of a file its own lines', () => {
    const data = [{ inquiry: '00000101', ...twin }];
    const { lines } = parseZengin(file({ data }, { account: 5678, data }), 2026);
    expect(lines.map((l) => l.lineKey)).toEqual([
      'zengin:0001-123-0000001234:2026-11-27:00000101:30000:1:ﾔﾏﾀﾞｺｳﾑﾃﾝ',
      'zengin:0001-123-0000005678:2026-11-27:00000101:30000:1:ﾔﾏﾀﾞｺｳﾑﾃﾝ',
    ]);
  });

  it('names the key an import before this one gave the line, for its first occurrence only', () => {
    const [, first, second] = parseZengin(text, 2026).lines;
    expect(zenginLegacyClaim(first?.lineKey ?? '')).toEqual({
      lineKey: 'zengin:0001-123-0000001234:2026-11-27:',
      amount: 30_000,
      payerName: 'ﾔﾏﾀﾞｺｳﾑﾃﾝ',
    });
    expect(zenginLegacyClaim(second?.lineKey ?? '')).toBeNull();
    expect(zenginLegacyClaim('csv:sbi:2026-11-27:30000:ﾔﾏﾀﾞｺｳﾑﾃﾝ:1030000:1')).toBeNull();
  });
});

describe('全銀協 トレーラー・レコード', () => {
  const data: Data[] = [
    { amount: 110_000, payer: 'ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ' },
    { direction: 2, amount: 3300, payer: 'ｶｰﾄﾞ' },
    { amount: 54_340, payer: 'ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ' },
  ];

  it('reads a file whose trailer agrees with its data records', () => {
    expect(parseZengin(file({ data }), 2026)).toMatchObject({ debitCount: 1, lines: [{ amount: 110_000 }, { amount: 54_340 }] });
  });

  it('refuses a file whose trailer contradicts its data records, naming the difference', () => {
    const hint = '。銀行から受け取ったままのファイルか確認してください';
    expect(refusal(file({ data, wrong: { creditCount: 3 } }))).toBe(
      `トレーラー・レコードの入金件数（3件）とデータ・レコードの入金（2件）が一致しません${hint}`,
    );
    expect(refusal(file({ data, wrong: { creditTotal: 110_000 } }))).toBe(
      `トレーラー・レコードの入金金額合計（¥110,000）とデータ・レコードの入金の合計（¥164,340）が一致しません${hint}`,
    );
    expect(refusal(file({ data, wrong: { debitCount: 0 } }))).toBe(
      `トレーラー・レコードの出金件数（0件）とデータ・レコードの出金（1件）が一致しません${hint}`,
    );
    expect(refusal(file({ data, wrong: { debitTotal: 33_000 } }))).toBe(
      `トレーラー・レコードの出金金額合計（¥33,000）とデータ・レコードの出金の合計（¥3,300）が一致しません${hint}`,
    );
  });

  it('checks each account of a file against its own trailer, and names the account', () => {
    expect(refusal(file({ data }, { account: 5678, data }))).toBeNull();
    expect(refusal(file({ data }, { account: 5678, data, wrong: { creditCount: 1 } }))).toBe(
      '口座 0001-123-0000005678: トレーラー・レコードの入金件数（1件）とデータ・レコードの入金（2件）が一致しません。銀行から受け取ったままのファイルか確認してください',
    );
  });

  it('refuses a trailer whose totals are not numbers, and a group without its trailer', () => {
    const text = file({ data });
    const broken = text.replace(/\r\n8\d{6}/, '\r\n8      ');
    expect(refusal(broken)).toBe('5件目のトレーラー・レコードの入金件数「      」が読み取れません');
    const records = text.split('\r\n');
    const withoutFirstTrailer = [...records.slice(0, 4), ...records.slice(0, 4), ...records.slice(4)].join('\r\n');
    expect(refusal(withoutFirstTrailer)).toBe(
      '全銀協形式のファイルにトレーラー・レコードがありません。ファイルが途中で切れていないか確認してください',
    );
  });
});
