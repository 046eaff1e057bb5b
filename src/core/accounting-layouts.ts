/**
 * The three import layouts, column for column as each vendor publishes them. Dates are written
 * YYYY/MM/DD, which all three read; amounts are 税込 with the tax in them in the tax column.
 */
import type { AccountingPackage, JournalEntry, JournalSide } from './accounting';

type Cell = string | number;

/** One layout: its header record (none for 弥生会計) and one record per journal line. */
export type JournalLayout = {
  header: string[] | null;
  row: (entry: JournalEntry, line: JournalEntry['lines'][number]) => Cell[];
  /** Shift_JIS where the vendor requires it (弥生会計), else what the import screen detects. */
  encoding: 'sjis';
};

const slashDate = (day: string) => day.replace(/-/g, '/');

/**
 * freee会計 「仕訳インポート」 (freee形式): a [表題行] header, every record beginning with
 * [明細行]; records with the same 日付 and 伝票番号 are one entry. 33 columns.
 */
const freeeHeader = ['[表題行]', '日付', '伝票番号', '決算整理仕訳', ...sideHeader('借方'), ...sideHeader('貸方'), '摘要'];
function sideHeader(side: '借方' | '貸方') {
  return [
    `${side}勘定科目`,
    `${side}科目コード`,
    `${side}補助科目`,
    `${side}取引先`,
    `${side}取引先コード`,
    `${side}部門`,
    `${side}品目`,
    `${side}メモタグ`,
    `${side}セグメント1`,
    `${side}セグメント2`,
    `${side}セグメント3`,
    `${side}金額`,
    `${side}税区分`,
    `${side}税額`,
  ];
}
const freeeSide = (s: JournalSide, partner: string): Cell[] => [
  s.account,
  '',
  s.subAccount,
  partner,
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  s.amount,
  s.taxName,
  s.tax,
];

/**
 * マネーフォワード クラウド会計 「仕訳帳」 import: columns A–AA; rows with the same 取引No and
 * 取引日 whose sides balance are one compound entry. 借方/貸方インボイス are left empty (the
 * package then derives them from the 税区分); the audit columns are the package's own.
 */
const moneyforwardHeader = [
  '取引No',
  '取引日',
  ...['借方', '貸方'].flatMap((side) => [
    `${side}勘定科目`,
    `${side}補助科目`,
    `${side}部門`,
    `${side}取引先`,
    `${side}税区分`,
    `${side}インボイス`,
    `${side}金額(円)`,
    `${side}税額`,
  ]),
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
];
const moneyforwardSide = (s: JournalSide, partner: string): Cell[] => [
  s.account,
  s.subAccount,
  '',
  partner,
  s.taxName,
  '',
  s.amount,
  s.tax,
];

/**
 * 弥生会計 「仕訳日記帳」 弥生インポート形式 (弥生会計 05以降): no header, 25 fixed columns,
 * 識別フラグ 2000 (a one-line entry that is not a 伝票), タイプ 0 (仕訳データ), 付箋 0, 調整 no.
 */
const yayoiSide = (s: JournalSide): Cell[] => [s.account, s.subAccount, '', s.taxName, s.amount, s.tax];

export const journalLayouts: Record<AccountingPackage, JournalLayout> = {
  freee: {
    header: freeeHeader,
    row: (e, l) => ['[明細行]', slashDate(e.date), e.slip, '', ...freeeSide(l.debit, e.partner), ...freeeSide(l.credit, e.partner), e.memo],
    encoding: 'sjis',
  },
  moneyforward: {
    header: moneyforwardHeader,
    row: (e, l) => [
      e.slip,
      slashDate(e.date),
      ...moneyforwardSide(l.debit, e.partner),
      ...moneyforwardSide(l.credit, e.partner),
      e.memo,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ],
    encoding: 'sjis',
  },
  yayoi: {
    header: null,
    row: (e, l) => [
      '2000',
      '',
      '',
      slashDate(e.date),
      ...yayoiSide(l.debit),
      ...yayoiSide(l.credit),
      e.memo,
      '',
      '',
      '0',
      '',
      '',
      '0',
      '0',
      'no',
    ],
    encoding: 'sjis',
  },
};

/** The records of a journal file: the header where the layout has one, then one per line. */
export function journalRecords(pkg: AccountingPackage, entries: JournalEntry[]): Cell[][] {
  const layout = journalLayouts[pkg];
  const rows = entries.flatMap((e) => e.lines.map((l) => layout.row(e, l)));
  return layout.header ? [layout.header, ...rows] : rows;
}
