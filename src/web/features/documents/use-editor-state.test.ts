import { describe, expect, it } from 'vitest';
import type { Counterparty, DocumentContext } from '@/core/contracts/documents';
import type { Product } from '@/core/contracts/products';
import { emptyDraft } from './editor-draft';
import { lineErrorKey } from './editor-errors';
import { type EditorAction, type EditorState, editorReducer, initialEditorState } from './use-editor-state';

const context = { roundingMode: 'floor', bankAccounts: [], defaultNotes: '', today: '2026-11-03' } as unknown as DocumentContext;
const customer = {
  id: 'c1',
  code: 'C001',
  name: '株式会社サンプル',
  honorific: '様',
  paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 },
} as Counterparty;

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe('editor state', () => {
  it('fills 支払期限 from the terms, follows 発行日, and stops once the user types a date', () => {
    let state = run(initialEditorState('invoice', emptyDraft(context, 'invoice')), { type: 'counterparty', counterparty: customer });
    expect(state.draft).toMatchObject({ customerId: 'c1', honorific: '様', dueDate: '2026-12-31' });
    state = run(state, { type: 'field', name: 'issueDate', value: '2026-12-05' });
    expect(state.draft.dueDate).toBe('2027-01-31');
    state = run(state, { type: 'field', name: 'dueDate', value: '2027-01-15' }, { type: 'field', name: 'issueDate', value: '2027-02-01' });
    expect(state.draft.dueDate).toBe('2027-01-15');
    state = run(state, { type: 'recalculateDueDate' });
    expect(state.draft.dueDate).toBe('2027-03-31');
  });

  it('does not fill a due date on other kinds', () => {
    const state = run(initialEditorState('purchase_order', emptyDraft(context, 'purchase_order')), {
      type: 'counterparty',
      counterparty: customer,
    });
    expect(state.draft.dueDate).toBe('');
  });

  it('fills a line from a product and clears that line’s messages', () => {
    let state = initialEditorState('quotation', emptyDraft(context, 'quotation'));
    const key = state.draft.lines[0]?.key ?? '';
    state = run(state, { type: 'errors', errors: { [lineErrorKey(key, 'name')]: '品名を入力してください', issueDate: 'x' } });
    const product = { id: 'p1', code: 'P1', name: '保守', unit: '月', unitPrice: 30000, taxCategory: 'reduced' } as Product;
    state = run(state, { type: 'product', key, product });
    expect(state.draft.lines[0]).toMatchObject({
      productId: 'p1',
      code: 'P1',
      name: '保守',
      unit: '月',
      unitPrice: '30,000',
      taxCategory: 'reduced',
    });
    expect(state.errors).toEqual({ issueDate: 'x' });
    expect(state.isDirty).toBe(true);
  });

  it('converts a product price to the document’s 税抜/税込 with the product’s rate and the company rounding', () => {
    const lunch = { id: 'p2', code: 'B', name: '弁当', unit: '個', unitPrice: 980, taxCategory: 'reduced', isTaxIncluded: true } as Product;
    const fee = {
      id: 'p3',
      code: 'F',
      name: '作業',
      unit: '式',
      unitPrice: 1235,
      taxCategory: 'standard',
      isTaxIncluded: false,
    } as Product;
    let state = initialEditorState('invoice', emptyDraft(context, 'invoice'), 'ceil');
    const key = state.draft.lines[0]?.key ?? '';
    // 税込 ¥980 at 8% on a 税抜 document: 980 × 100/108 = 907.4 → ¥908 (切り上げ).
    state = run(state, { type: 'product', key, product: lunch });
    expect(state.draft.lines[0]?.unitPrice).toBe('908');
    // 税抜 ¥1,235 at 10% on a 税込 document: 1,235 × 110/100 = 1,358.5 → ¥1,359; a 税込 product keeps its price.
    state = run(state, { type: 'field', name: 'priceMode', value: 'inclusive' }, { type: 'product', key, product: fee });
    expect(state.draft.lines[0]?.unitPrice).toBe('1,359');
    state = run(state, { type: 'product', key, product: lunch });
    expect(state.draft.lines[0]?.unitPrice).toBe('980');
  });

  it('adds, moves and removes lines', () => {
    let state = initialEditorState('quotation', emptyDraft(context, 'quotation'));
    state = run(state, { type: 'add', kind: 'heading' }, { type: 'add', kind: 'discount' });
    expect(state.draft.lines.map((l) => l.kind)).toEqual(['item', 'heading', 'discount']);
    state = run(state, { type: 'move', from: 2, to: 0 });
    expect(state.draft.lines.map((l) => l.kind)).toEqual(['discount', 'item', 'heading']);
    state = run(state, { type: 'move', from: 0, to: -1 });
    expect(state.draft.lines.map((l) => l.kind)).toEqual(['discount', 'item', 'heading']);
    const removed = state.draft.lines[1]?.key ?? '';
    state = run(state, { type: 'errors', errors: { [lineErrorKey(removed, 'quantity')]: '数量を入力してください' } });
    state = run(state, { type: 'remove', key: removed });
    expect(state.draft.lines.map((l) => l.kind)).toEqual(['discount', 'heading']);
    expect(state.errors).toEqual({});
  });
});
