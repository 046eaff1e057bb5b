import { describe, expect, it } from 'vitest';
import type { DocumentContext } from '@/core/contracts/documents';
import { documentTotals, parseYenText } from '@/core/money';
import { documentInput } from '@/core/schemas/documents';
import { type DraftLine, emptyDraft, newLine } from './editor-draft';
import { errorsFromIssues, lineErrorKey } from './editor-errors';
import { liveMoneyLines, rawDocumentInput } from './editor-input';

const context = {
  roundingMode: 'floor',
  bankAccounts: [
    { id: 'b1', bankName: 'A銀行', branchName: '本店', accountType: '普通', accountNumber: '1', accountHolder: 'X', isDefault: false },
    { id: 'b2', bankName: 'B銀行', branchName: '支店', accountType: '当座', accountNumber: '2', accountHolder: 'X', isDefault: true },
  ],
  defaultNotes: 'お振込手数料はご負担ください。',
  today: '2026-11-03',
} as DocumentContext;

const line = (patch: Partial<DraftLine>): DraftLine => ({ ...newLine('item'), ...patch });

describe('editor draft → document input', () => {
  it('starts a new invoice from today, the default notes and the default bank account', () => {
    const draft = emptyDraft(context, 'invoice');
    expect(draft).toMatchObject({ issueDate: '2026-11-03', notes: context.defaultNotes, bankAccountId: 'b2' });
    expect(draft.lines).toHaveLength(1);
    expect(emptyDraft(context, 'quotation').bankAccountId).toBe('');
  });

  it('sends what the schema accepts: full-width quantity as text, grouped and negative prices, headings without numbers', () => {
    const draft = {
      ...emptyDraft(context, 'invoice'),
      customerId: 'c1',
      lines: [
        { ...newLine('heading'), name: '第1期' },
        line({ name: '開発', quantity: '１．５', unitPrice: '８，０００' }),
        { ...newLine('discount'), unitPrice: '−500' },
        line({ name: '無償対応', unitPrice: '' }),
      ],
    };
    const parsed = documentInput.parse(rawDocumentInput(draft, 'invoice'));
    expect(parsed.lines.map((l) => [l.kind, l.name, l.quantity, l.unitPrice])).toEqual([
      ['heading', '第1期', '0', 0],
      ['item', '開発', '1.5', 8000],
      ['discount', '値引き', '1', -500],
      ['item', '無償対応', '1', 0],
    ]);
    expect(parsed).toMatchObject({ bankAccountId: 'b2', dueDate: null, honorific: null });
  });

  it('leaves out the fields another kind does not have', () => {
    const draft = { ...emptyDraft(context, 'quotation'), validUntil: '2026-12-01', dueDate: '2026-12-31', deliveryPlace: '本社' };
    const input = rawDocumentInput(draft, 'quotation');
    expect(input).toMatchObject({ validUntil: '2026-12-01', dueDate: '', deliveryPlace: '', bankAccountId: null });
  });

  it('puts line errors on the line by key, so they follow it when rows move', () => {
    const lines = [line({ name: '' }), line({ name: 'x', quantity: '1.2345' })];
    const result = documentInput.safeParse(rawDocumentInput({ ...emptyDraft(context, 'invoice'), lines }, 'invoice'));
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error?.issues ?? [], lines);
    expect(errors[lineErrorKey(lines[0]?.key ?? '', 'name')]).toBe('品名を入力してください');
    expect(errors[lineErrorKey(lines[1]?.key ?? '', 'quantity')]).toContain('小数第3位');
    // Server paths are dotted strings; an unknown product is shown under 品名.
    const server = errorsFromIssues([{ path: 'lines.1.productId', message: '2行目の商品が見つかりません' }], lines);
    expect(server).toEqual({ [lineErrorKey(lines[1]?.key ?? '', 'name')]: '2行目の商品が見つかりません' });
  });
});

describe('live totals', () => {
  it('feeds documentTotals, counting a quantity still being typed as 0', () => {
    const lines = [
      line({ quantity: '3', unitPrice: '105' }),
      line({ quantity: '1.', unitPrice: '999' }),
      line({ quantity: '２', unitPrice: '1,000', taxCategory: 'reduced' }),
    ];
    const totals = documentTotals(liveMoneyLines(lines, 'quotation'), 'floor');
    expect(totals.lineAmounts).toEqual([315, 0, 2000]);
    expect(totals).toMatchObject({ subtotal: 2315, tax: 31 + 160, total: 2506 });
  });

  it('withholds only on invoices', () => {
    const lines = [line({ unitPrice: '100000', isWithholding: true })];
    expect(documentTotals(liveMoneyLines(lines, 'invoice')).withholding).toBe(10210);
    expect(documentTotals(liveMoneyLines(lines, 'quotation')).withholding).toBe(0);
  });

  it('reads yen as typed with an IME', () => {
    expect(parseYenText('￥１，２００')).toBe(1200);
    expect(parseYenText('ー300')).toBe(-300);
    expect(parseYenText('-')).toBeNull();
    expect(parseYenText('1.5')).toBeNull();
  });
});
