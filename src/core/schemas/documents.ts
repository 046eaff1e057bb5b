import { z } from 'zod';
import { approvalFilters } from '../approvals';
import { deliveryMethods } from '../document-links';
import { documentKinds, documentStatuses } from '../documents';
import { toHalfWidth } from '../format';
import { lineExceedsYenCeiling, maxYen, parseQuantity, priceModes, taxCategories, yenTextToNumber, yenTooLarge } from '../money';
import { pdfLanguages } from '../pdf-languages';
import { maxSuppliedMaterials, settlementDateProblem, settlementMethods } from '../supplied-materials';
import { isValidDay, optionalText, strictKeys } from './common';
import { honorifics } from './customers';

export const maxDocumentLines = 1000;

/** YYYY-MM-DD (also accepts 2026/11/03 and full-width digits). */
export const dateField = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .transform((v) => toHalfWidth(v).replace(/\//g, '-'))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}は YYYY-MM-DD の形式で入力してください`)
        .refine(isValidDay, `${label}が正しい日付ではありません`),
    );
const optionalDate = (label: string) =>
  z
    .union([z.literal(''), z.null(), dateField(label)])
    .transform((v) => v || null)
    .default(null);

const signedYen = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label}を入力してください` })
    .transform((v) => (typeof v === 'number' ? v : yenTextToNumber(v)))
    .pipe(
      z
        .number({ error: `${label}は数字で入力してください` })
        .int(`${label}は1円単位の整数で入力してください`)
        .min(-maxYen, yenTooLarge(label))
        .max(maxYen, yenTooLarge(label)),
    );

const quantityField = z.union([z.number(), z.string()], { error: '数量を入力してください' }).transform((v, ctx) => {
  try {
    const q = parseQuantity(toHalfWidth(String(v)).replace(/,/g, ''));
    if (q > 9_999_999_999n || q < -9_999_999_999n) ctx.addIssue({ code: 'custom', message: '数量が大きすぎます' });
    // Canonical text: 1.500 → "1.5", 2.000 → "2".
    const sign = q < 0n ? '-' : '';
    const abs = q < 0n ? -q : q;
    const fraction = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
    return `${sign}${abs / 1000n}${fraction ? `.${fraction}` : ''}`;
  } catch {
    ctx.addIssue({ code: 'custom', message: '数量は小数第3位までの数字で入力してください' });
    return z.NEVER;
  }
});

export const documentLineInput = z
  .strictObject(
    {
      kind: z.enum(['item', 'heading', 'discount'], { error: '行の種類が正しくありません' }).default('item'),
      productId: z.string().min(1).nullable().default(null),
      code: optionalText('商品コード', 30),
      name: optionalText('品名', 200),
      quantity: quantityField.default('1'),
      unit: optionalText('単位', 10),
      unitPrice: signedYen('単価').default(0),
      taxCategory: z.enum(taxCategories, { error: '税区分を選んでください' }).default('standard'),
      isWithholding: z.boolean().default(false),
      /** 納品日 / 日付 of the line (printed in a 日付 column). */
      date: optionalDate('日付'),
    },
    strictKeys,
  )
  .superRefine((line, ctx) => {
    if (line.kind !== 'heading' && line.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: '品名を入力してください' });
    if (line.kind === 'heading' && line.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: '見出しを入力してください' });
    if (line.kind === 'discount' && line.unitPrice > 0)
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: '値引きの単価はマイナスで入力してください' });
    // Past the ceiling a line's amount is no longer exact integer yen (the document's sum is checked on save).
    const isPriceWithin = Math.abs(line.unitPrice) <= maxYen;
    if (line.kind !== 'heading' && isPriceWithin && lineExceedsYenCeiling(parseQuantity(line.quantity), line.unitPrice))
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: yenTooLarge() });
  });
export type DocumentLineInput = z.infer<typeof documentLineInput>;

/** 有償支給原材料 of a 発注書: 品名, 数量, 単価 (金額 is computed), 支給日, 決済方法 and 決済期日. */
export const suppliedMaterialInput = z
  .strictObject(
    {
      name: optionalText('有償支給原材料の品名', 200).pipe(z.string().min(1, '有償支給原材料の品名を入力してください')),
      quantity: quantityField.default('1'),
      unit: optionalText('単位', 10),
      unitPrice: signedYen('有償支給原材料の単価').pipe(z.number().min(0, '有償支給原材料の単価は0円以上で入力してください')),
      suppliedDate: dateField('支給日'),
      settlementMethod: z.enum(settlementMethods, { error: '決済方法は「相殺」か「別途支払」を選んでください' }).default('offset'),
      settlementDate: dateField('決済期日'),
    },
    strictKeys,
  )
  .superRefine((m, ctx) => {
    if (lineExceedsYenCeiling(parseQuantity(m.quantity), m.unitPrice))
      ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: yenTooLarge() });
  });
export type SuppliedMaterialInput = z.infer<typeof suppliedMaterialInput>;

/** A 決済期日 before the order's 支払期日 is refused, naming the material. */
function checkSupplied(doc: { dueDate: string | null; suppliedMaterials: SuppliedMaterialInput[] }, ctx: z.RefinementCtx) {
  doc.suppliedMaterials.forEach((m, i) => {
    const problem = settlementDateProblem(m.settlementDate, doc.dueDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['suppliedMaterials', i, 'settlementDate'], message: problem });
  });
}

/**
 * 取引年月日 (消費税法57条の4): a single date or a period, both ends or neither, never both.
 * Checked here so that the editor names the field before the server refuses it.
 */
function checkTransactionDate(
  doc: { transactionDate: string | null; periodFrom: string | null; periodTo: string | null },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (doc.periodFrom && !doc.periodTo) issue('periodTo', '対象期間の終了日を入力してください');
  if (!doc.periodFrom && doc.periodTo) issue('periodFrom', '対象期間の開始日を入力してください');
  if (doc.periodFrom && doc.periodTo && doc.periodFrom > doc.periodTo)
    issue('periodTo', '対象期間の終了日は開始日と同じか後の日付にしてください');
  if (doc.transactionDate && (doc.periodFrom || doc.periodTo))
    issue('transactionDate', '取引年月日と対象期間はどちらか一方だけを入力してください');
}

/** The editable content of a draft (the whole document is sent on every save). */
export const documentInput = z
  .strictObject(
    {
      issueDate: dateField('発行日'),
      transactionDate: optionalDate('取引年月日'),
      periodFrom: optionalDate('対象期間の開始日'),
      periodTo: optionalDate('対象期間の終了日'),
      customerId: z.string({ error: '取引先を選んでください' }).min(1, '取引先を選んでください').nullable().default(null),
      honorific: z.enum(honorifics, { error: '敬称は「御中」か「様」を選んでください' }).nullable().default(null),
      /** 領収書 without a customer: the name written as 宛名 (empty prints 上様). */
      addressee: optionalText('宛名', 100),
      /** 件名; on a 領収書 the 但し書き. */
      subject: optionalText('件名', 100),
      personInCharge: optionalText('担当者', 50),
      validUntil: optionalDate('有効期限'),
      deliveryDate: optionalDate('納期'),
      dueDate: optionalDate('支払期限'),
      deliveryPlace: optionalText('納品場所', 200),
      receivedDate: optionalDate('受領日'),
      inspectionDueDate: optionalDate('検査完了期日'),
      paymentMethod: optionalText('支払方法', 100),
      priceMode: z.enum(priceModes, { error: '金額の入力方法は「税抜」か「税込」を選んでください' }).default('exclusive'),
      bankAccountId: z.string().min(1).nullable().default(null),
      notes: optionalText('備考', 2000),
      memo: optionalText('社内メモ', 2000),
      lines: z
        .array(documentLineInput, { error: '明細が正しくありません' })
        .max(maxDocumentLines, `明細は${maxDocumentLines}行までです`)
        .default([]),
      /** PDFの言語: null follows the customer's (日本語 when none). */
      pdfLanguage: z.enum(pdfLanguages, { error: 'PDFの言語は日本語・English・日英から選んでください' }).nullable().default(null),
      /** 発注書 only: 有償支給原材料 (stored empty for every other kind). */
      suppliedMaterials: z
        .array(suppliedMaterialInput, { error: '有償支給原材料が正しくありません' })
        .max(maxSuppliedMaterials, `有償支給原材料は${maxSuppliedMaterials}件までです`)
        .default([]),
    },
    strictKeys,
  )
  .superRefine((doc, ctx) => {
    checkTransactionDate(doc, ctx);
    checkSupplied(doc, ctx);
  });
export type DocumentInput = z.infer<typeof documentInput>;

export const documentStatusInput = z.strictObject(
  {
    status: z.enum(documentStatuses, { error: 'ステータスが正しくありません' }),
    paidDate: optionalDate('入金日'),
  },
  strictKeys,
);
export type DocumentStatusInput = z.infer<typeof documentStatusInput>;

/** 有償支給原材料の決済: the day a material was settled (相殺 or 別途支払, as recorded), or null to clear it. */
export const suppliedSettlementInput = z.strictObject(
  { settledOn: z.union([z.null(), dateField('決済日')], { error: '決済日が正しくありません' }) },
  strictKeys,
);
export type SuppliedSettlementInput = z.infer<typeof suppliedSettlementInput>;

/** 発行: `confirmLatePayment` acknowledges a 支払期日 past the 60-day limit (取適法) on a 発注書. */
export const issueDocumentInput = z.strictObject(
  { confirmLatePayment: z.boolean({ error: '確認の指定が正しくありません' }).default(false) },
  strictKeys,
);
export type IssueDocumentInput = z.infer<typeof issueDocumentInput>;

export const convertDocumentInput = z.strictObject({ to: z.enum(documentKinds, { error: '変換先の帳票が正しくありません' }) }, strictKeys);

const mailTo = z
  .string({ error: '送信先を入力してください' })
  .trim()
  .min(1, '送信先を入力してください')
  .transform((v) => toHalfWidth(v).toLowerCase())
  .pipe(z.email('送信先のメールアドレスの形式が正しくありません'));
const mailCc = z
  .string()
  .trim()
  .default('')
  .transform((v) => toHalfWidth(v).toLowerCase())
  .pipe(z.union([z.literal(''), z.email('CCのメールアドレスの形式が正しくありません')]));
const mailSubject = optionalText('件名', 200).pipe(z.string().min(1, '件名を入力してください'));
const mailMessage = optionalText('本文', 5000);

export const sendDocumentInput = z.strictObject({ to: mailTo, cc: mailCc, subject: mailSubject, message: mailMessage }, strictKeys);
export type SendDocumentInput = z.infer<typeof sendDocumentInput>;

/**
 * A document's mail: 件名 and 本文 as the sender wrote them, or, left out, the company's 送信メールの
 * 文面 for the kind filled in (what the send dialog also starts from).
 */
export const documentMailInput = z.strictObject(
  {
    to: mailTo,
    cc: mailCc,
    subject: mailSubject.optional(),
    // No default: left out means the template's body, not an empty one.
    message: z.string({ error: '本文は文字列で入力してください' }).trim().max(5000, '本文は5000文字以内で入力してください').optional(),
    /** 送付方法 (Web送付, decision 025): the PDF attached unless said. */
    method: z.enum(deliveryMethods, { error: '送付方法を選んでください' }).default('pdf'),
  },
  strictKeys,
);
export type DocumentMailInput = z.infer<typeof documentMailInput>;

const amountFilter = (label: string) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? 0 : yenTextToNumber(v)))
    .pipe(z.number({ error: `${label}は数字で入力してください` }).int(`${label}は整数で入力してください`))
    .optional();

/** The list's filters: any combination, as the electronic bookkeeping act's search requires. */
export const documentListQuery = z.object({
  q: z.string().max(100, '検索語は100文字以内で入力してください').optional(),
  number: z.string().max(50).optional(),
  counterparty: z.string().max(100).optional(),
  subject: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
  /** 承認フロー: 承認待ち, 差戻し or 承認済み. */
  approval: z.enum(approvalFilters, { error: '承認状況の指定が正しくありません' }).optional(),
  dateFrom: dateField('発行日(から)').optional(),
  dateTo: dateField('発行日(まで)').optional(),
  amountMin: amountFilter('金額(下限)'),
  amountMax: amountFilter('金額(上限)'),
  /** 旧版を含む: superseded revisions are kept and searchable, but only on request. */
  includeSuperseded: z
    .enum(['true', 'false'], { error: '旧版を含むの指定は true か false です' })
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number({ error: 'ページ番号が正しくありません' }).int().min(1, 'ページ番号が正しくありません').max(100_000).default(1),
  sort: z
    .enum(['issueDate', 'number', 'counterparty', 'total', 'updatedAt', 'dueDate'], { error: '並べ替えの項目が正しくありません' })
    .default('issueDate'),
  order: z.enum(['asc', 'desc'], { error: '並び順が正しくありません' }).default('desc'),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

/**
 * 返品・値引き from an invoice: no lines for the whole invoice (全額), or the chosen lines by
 * their position with the quantity going back (at most the invoiced quantity).
 */
export const creditNoteInput = z.strictObject(
  {
    lines: z
      .array(
        z.strictObject(
          {
            index: z
              .number({ error: '明細の行番号が正しくありません' })
              .int('明細の行番号が正しくありません')
              .min(0, '明細の行番号が正しくありません'),
            quantity: quantityField,
          },
          strictKeys,
        ),
        { error: '明細の指定が正しくありません' },
      )
      .min(1, '返品・値引きする明細を1行以上選んでください')
      .max(maxDocumentLines, `明細は${maxDocumentLines}行までです`)
      .optional(),
  },
  strictKeys,
);
export type CreditNoteInput = z.infer<typeof creditNoteInput>;

/** 領収書: 宛名 (empty prints 上様) and 但し書き (empty prints the default). */
export const receiptInput = z.strictObject({ addressee: optionalText('宛名', 100), purpose: optionalText('但し書き', 100) }, strictKeys);
export type ReceiptInput = z.infer<typeof receiptInput>;

/** Text the editor's pickers search for (counterparties, products). */
export const choiceQuery = z.object({ q: z.string().optional() });

/**
 * What the PDF is fetched for: `download=1` an attachment, `print=1` the tab the 印刷 button opens;
 * neither is the preview on the detail page. Only a download or a print is an output worth
 * recording (印刷・ダウンロード); looking at the document is not.
 */
export const documentPdfQuery = z.object({ download: z.string().optional(), print: z.string().optional() });

const encodingField = z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8');

/** A list's CSV: its filters are read as the list reads them (documentListQuery), the encoding here. */
export const documentExportQuery = z.object({ encoding: encodingField });

/** 期間エクスポート: the documents issued in the period, of every kind the user may read. */
export const documentArchiveInput = z
  .strictObject({ from: dateField('開始日'), to: dateField('終了日'), encoding: encodingField }, strictKeys)
  .refine((q) => q.from <= q.to, { message: '終了日は開始日以降の日付にしてください', path: ['to'] });
export type DocumentArchiveInput = z.infer<typeof documentArchiveInput>;
