import { describe, expect, it } from 'vitest';
import type { DocumentContext } from '@/core/contracts/documents';
import { documentInput } from '@/core/schemas/documents';
import { emptyDraft, newLine } from './editor-draft';
import { errorsFromIssues, lineErrorKey } from './editor-errors';
import { rawDocumentInput } from './editor-input';
import { type EditorAction, type EditorState, editorReducer, initialEditorState } from './use-editor-state';

const context = { roundingMode: 'floor', bankAccounts: [], defaultNotes: '', today: '2026-11-03' } as unknown as DocumentContext;
const named = [{ ...newLine('item'), name: '保守' }];
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const field = (name: 'issueDate' | 'transactionMode' | 'transactionDate' | 'periodFrom' | 'periodTo', value: string): EditorAction => ({
  type: 'field',
  name,
  value,
});

describe('editor: 取引年月日, 対象期間 and line dates', () => {
  it('starts a new invoice with the issue date as 取引年月日, which follows 発行日 until the user changes it', () => {
    let state = initialEditorState('invoice', emptyDraft(context, 'invoice'));
    expect(state.draft).toMatchObject({ transactionMode: 'date', transactionDate: '2026-11-03' });
    state = run(state, field('issueDate', '2026-11-10'));
    expect(state.draft.transactionDate).toBe('2026-11-10');
    state = run(state, field('transactionDate', '2026-11-01'), field('issueDate', '2026-11-15'));
    expect(state.draft.transactionDate).toBe('2026-11-01');
    // Other kinds start without one.
    expect(emptyDraft(context, 'quotation').transactionDate).toBe('');
  });

  it('offers the month of the issue date when 対象期間 is chosen, and sends only the chosen form', () => {
    const state = run(initialEditorState('invoice', emptyDraft(context, 'invoice')), field('transactionMode', 'period'));
    expect(state.draft).toMatchObject({ periodFrom: '2026-11-01', periodTo: '2026-11-30' });
    const parsed = documentInput.parse(rawDocumentInput({ ...state.draft, lines: named }, 'invoice'));
    expect(parsed).toMatchObject({ transactionDate: null, periodFrom: '2026-11-01', periodTo: '2026-11-30' });

    const back = run(state, field('transactionMode', 'date'));
    expect(documentInput.parse(rawDocumentInput({ ...back.draft, lines: named }, 'invoice'))).toMatchObject({
      transactionDate: '2026-11-03',
      periodFrom: null,
      periodTo: null,
    });
  });

  it('sends each line date and shows a bad one under its row', () => {
    const draft = { ...emptyDraft(context, 'delivery_note'), lines: [{ ...newLine('item'), name: '部品', date: '2026-11-02' }] };
    expect(documentInput.parse(rawDocumentInput(draft, 'delivery_note')).lines[0]?.date).toBe('2026-11-02');
    const bad = { ...draft, lines: [{ ...newLine('item'), name: '部品', date: '2026-02-30' }] };
    const result = documentInput.safeParse(rawDocumentInput(bad, 'delivery_note'));
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error?.issues ?? [], bad.lines);
    expect(errors[lineErrorKey(bad.lines[0]?.key ?? '', 'date')]).toBe('日付が正しい日付ではありません');
  });

  it('names a reversed period on its end date', () => {
    const draft = {
      ...emptyDraft(context, 'invoice'),
      transactionMode: 'period' as const,
      periodFrom: '2026-11-30',
      periodTo: '2026-11-01',
    };
    const result = documentInput.safeParse(rawDocumentInput(draft, 'invoice'));
    expect(errorsFromIssues(result.error?.issues ?? [], draft.lines).periodTo).toBe(
      '対象期間の終了日は開始日と同じか後の日付にしてください',
    );
  });
});
