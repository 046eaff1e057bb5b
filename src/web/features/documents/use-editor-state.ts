import { useMemo, useReducer } from 'react';
import { endOfMonth, isPlainDate, startOfMonth } from '@/core/calendar';
import type { Counterparty } from '@/core/contracts/documents';
import type { Product } from '@/core/contracts/products';
import { type DocumentKind, dueDateFromTerms } from '@/core/documents';
import { convertUnitPrice, type RoundingMode, taxRates } from '@/core/money';
import { maxDocumentLines } from '@/core/schemas/documents';
import { type Draft, type DraftLine, type DraftMaterial, groupedYen, type HeaderFieldName, type LineKind, newLine } from './editor-draft';
import { type EditorErrors, lineErrorKey, withoutErrors } from './editor-errors';

export type EditorState = {
  kind: DocumentKind;
  draft: Draft;
  errors: EditorErrors;
  /** The user typed 支払期限 themselves: picking a counterparty or changing 発行日 leaves it alone. */
  isDueDateManual: boolean;
  isDirty: boolean;
  /** The company's, for converting a product's price to the document's 税抜/税込. */
  roundingMode: RoundingMode;
};

export type EditorAction =
  | { type: 'field'; name: HeaderFieldName; value: string }
  | { type: 'counterparty'; counterparty: Counterparty | null }
  | { type: 'recalculateDueDate' }
  | { type: 'line'; key: string; patch: Partial<Omit<DraftLine, 'key'>> }
  | { type: 'product'; key: string; product: Product }
  | { type: 'add'; kind: LineKind }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'supplied'; materials: DraftMaterial[] }
  | { type: 'errors'; errors: EditorErrors }
  | { type: 'saved' };

/** 支払期限 from the counterparty's terms, for invoices whose due date the user has not typed. */
function withAutoDueDate(state: EditorState, draft: Draft): Draft {
  if (state.kind !== 'invoice' || state.isDueDateManual || !draft.paymentTerms || !draft.issueDate) return draft;
  return { ...draft, dueDate: dueDateFromTerms(draft.issueDate, draft.paymentTerms) };
}

/** 対象期間 chosen with nothing typed yet: the month of the issue date (〇月分), the usual monthly invoice. */
function withDefaultPeriod(draft: Draft): Draft {
  if (draft.transactionMode !== 'period' || draft.periodFrom || draft.periodTo || !isPlainDate(draft.issueDate)) return draft;
  return { ...draft, periodFrom: startOfMonth(draft.issueDate), periodTo: endOfMonth(draft.issueDate) };
}

const editLines = (state: EditorState, lines: DraftLine[], errors = state.errors): EditorState => ({
  ...state,
  draft: { ...state.draft, lines },
  errors,
  isDirty: true,
});

/** Every change to the editor's content; pure, so the rules (due date, error clearing) are tested without a DOM. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'field': {
      const isDueDateManual = action.name === 'dueDate' ? action.value !== '' : state.isDueDateManual;
      const next = { ...state, isDueDateManual, errors: withoutErrors(state.errors, [action.name]), isDirty: true };
      const changed = { ...draft, [action.name]: action.value };
      if (action.name === 'transactionMode') return { ...next, draft: withDefaultPeriod(changed) };
      if (action.name !== 'issueDate') return { ...next, draft: changed };
      // A 取引年月日 that was the issue date (a new invoice's default) moves with it.
      const follows = draft.transactionDate !== '' && draft.transactionDate === draft.issueDate;
      return { ...next, draft: withAutoDueDate(next, follows ? { ...changed, transactionDate: action.value } : changed) };
    }
    case 'counterparty': {
      const c = action.counterparty;
      const picked = { customerId: c?.id ?? null, counterpartyName: c?.name ?? '', paymentTerms: c?.paymentTerms ?? null };
      const next = { ...state, errors: withoutErrors(state.errors, ['customerId', 'honorific', 'dueDate']), isDirty: true };
      return { ...next, draft: withAutoDueDate(next, { ...draft, ...picked, honorific: c?.honorific ?? draft.honorific }) };
    }
    case 'recalculateDueDate': {
      const next = { ...state, isDueDateManual: false, errors: withoutErrors(state.errors, ['dueDate']), isDirty: true };
      return { ...next, draft: withAutoDueDate(next, draft) };
    }
    case 'line': {
      const keys = Object.keys(action.patch).map((field) => lineErrorKey(action.key, field));
      const lines = draft.lines.map((l) => (l.key === action.key ? { ...l, ...action.patch } : l));
      return editLines(state, lines, withoutErrors(state.errors, keys));
    }
    case 'product': {
      const p = action.product;
      // A 税込 product on a 税抜 document (or the reverse) gets the price the user would have
      // typed: converted with its own rate, rounded by the company's mode.
      const from = p.isTaxIncluded ? 'inclusive' : 'exclusive';
      const price = convertUnitPrice(p.unitPrice, taxRates[p.taxCategory], from, draft.priceMode, state.roundingMode);
      const picked = {
        productId: p.id,
        code: p.code,
        name: p.name,
        unit: p.unit,
        unitPrice: groupedYen(price),
        taxCategory: p.taxCategory,
      };
      const lines = draft.lines.map((l) => (l.key === action.key ? { ...l, ...picked } : l));
      const keys = ['name', 'unit', 'unitPrice', 'taxCategory'].map((field) => lineErrorKey(action.key, field));
      return editLines(state, lines, withoutErrors(state.errors, keys));
    }
    case 'add':
      if (draft.lines.length >= maxDocumentLines) return state;
      return editLines(state, [...draft.lines, newLine(action.kind)], withoutErrors(state.errors, ['lines']));
    case 'remove': {
      // The row's own messages go with it, or the summary would point at nothing.
      const rowKeys = Object.keys(state.errors).filter((key) => key.startsWith(lineErrorKey(action.key, '')));
      const lines = draft.lines.filter((l) => l.key !== action.key);
      return editLines(state, lines, withoutErrors(state.errors, ['lines', ...rowKeys]));
    }
    case 'move': {
      const { from, to } = action;
      const moved = draft.lines[from];
      if (!moved || from === to || to < 0 || to >= draft.lines.length) return state;
      const lines = draft.lines.filter((_, i) => i !== from);
      lines.splice(to, 0, moved);
      return editLines(state, lines);
    }
    case 'supplied':
      return {
        ...state,
        draft: { ...draft, suppliedMaterials: action.materials },
        errors: withoutErrors(state.errors, ['suppliedMaterials']),
        isDirty: true,
      };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'saved':
      return { ...state, isDirty: false };
  }
}

export function initialEditorState(kind: DocumentKind, draft: Draft, roundingMode: RoundingMode = 'floor'): EditorState {
  // A loaded draft's due date was chosen before: keep it until the user clears it.
  return { kind, draft, errors: {}, isDueDateManual: draft.dueDate !== '', isDirty: false, roundingMode };
}

export type EditorActions = ReturnType<typeof useEditorState>['actions'];

/** The editor's content and every change to it; the actions never change, so memoised rows skip re-rendering. */
export function useEditorState(kind: DocumentKind, draft: Draft, roundingMode: RoundingMode) {
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(kind, draft, roundingMode));
  const actions = useMemo(
    () => ({
      setField: (name: HeaderFieldName, value: string) => dispatch({ type: 'field', name, value }),
      pickCounterparty: (counterparty: Counterparty | null) => dispatch({ type: 'counterparty', counterparty }),
      setSuppliedMaterials: (materials: DraftMaterial[]) => dispatch({ type: 'supplied', materials }),
      recalculateDueDate: () => dispatch({ type: 'recalculateDueDate' }),
      changeLine: (key: string, patch: Partial<Omit<DraftLine, 'key'>>) => dispatch({ type: 'line', key, patch }),
      pickProduct: (key: string, product: Product) => dispatch({ type: 'product', key, product }),
      addLine: (lineKind: LineKind) => dispatch({ type: 'add', kind: lineKind }),
      removeLine: (key: string) => dispatch({ type: 'remove', key }),
      moveLine: (from: number, to: number) => dispatch({ type: 'move', from, to }),
      setErrors: (errors: EditorErrors) => dispatch({ type: 'errors', errors }),
      markSaved: () => dispatch({ type: 'saved' }),
    }),
    [],
  );
  return { state, actions };
}
