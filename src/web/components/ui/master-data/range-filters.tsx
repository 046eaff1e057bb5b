import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { normalizeYenText, parseYenText } from '@/core/money';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import type { ListControls } from '@/web/lib/use-list-state';
import { Input } from '../primitives/input';
import { Label } from '../primitives/label';

/** The range filters' keys as the list APIs name them (帳票 and 受領書類 alike). */
export const rangeFilterKeys = ['counterparty', 'dateFrom', 'dateTo', 'amountMin', 'amountMax'] as const;
type RangeFilterKey = (typeof rangeFilterKeys)[number];

/** "１，０００" or "¥1,000" → "1000"; '' for empty; null when it is not a whole number of yen. */
export function parseAmount(text: string): string | null {
  if (normalizeYenText(text) === '') return '';
  const amount = parseYenText(text);
  return amount !== null && Math.abs(amount) < 1e12 ? String(amount) : null;
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="w-24 shrink-0 font-normal whitespace-nowrap text-muted-foreground sm:w-auto">
        {label}
      </Label>
      {children}
    </div>
  );
}

type CommittedInputProps = {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  /** The value to apply, or null while what is typed is not valid (it then stays unapplied). */
  parse?: (text: string) => string | null;
  kind?: 'amount' | 'text';
};

/** Typed filters apply once typing pauses (or on Enter); an amount that is not a number stays unapplied. */
function CommittedInput({ id, label, value, onCommit, parse = parseAmount, kind = 'amount' }: CommittedInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed from elsewhere (back button, 条件をクリア): show its amount.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const isInvalid = parse(text) === null;
  const settled = useDebouncedValue(text, 400);
  const handleSettled = useEffectEvent((next: string) => {
    const parsed = parse(next);
    if (parsed !== null && parsed !== value) onCommit(parsed);
  });
  useEffect(() => handleSettled(settled), [settled]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) handleSettled(text);
  }

  return (
    <Labelled id={id} label={label}>
      <Input
        id={id}
        inputMode={kind === 'amount' ? 'numeric' : undefined}
        autoComplete="off"
        placeholder={kind === 'amount' ? '円' : '会社名など'}
        value={text}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? `${id}-error` : undefined}
        className={kind === 'amount' ? 'text-right tabular-nums sm:w-32' : 'sm:w-40'}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {isInvalid && (
        <span id={`${id}-error`} className="text-xs whitespace-nowrap text-destructive">
          数字で入力してください
        </span>
      )}
    </Labelled>
  );
}

/**
 * 取引先, a date range and an amount range: the search 電子帳簿保存法 asks for, combinable, kept
 * in the URL like every filter of the list. `dateLabel` names the list's date (発行日, 取引年月日).
 */
export function RangeFilters({ idPrefix, list, dateLabel }: { idPrefix: string; list: ListControls; dateLabel: string }) {
  const { filters } = list.state;
  // Typed amounts replace the history entry as the search box does; picked dates push one.
  const setFilter = (key: RangeFilterKey, value: string, replace = false) => list.update({ filters: { [key]: value } }, { replace });
  return (
    <>
      <CommittedInput
        id={`${idPrefix}-counterparty`}
        label="取引先"
        kind="text"
        parse={(text) => text.trim()}
        value={filters.counterparty ?? ''}
        onCommit={(v) => setFilter('counterparty', v, true)}
      />
      <Labelled id={`${idPrefix}-date-from`} label={`${dateLabel}(から)`}>
        <Input
          id={`${idPrefix}-date-from`}
          type="date"
          value={filters.dateFrom ?? ''}
          max={filters.dateTo || undefined}
          className="sm:w-40"
          onChange={(event) => setFilter('dateFrom', event.target.value)}
        />
      </Labelled>
      <Labelled id={`${idPrefix}-date-to`} label={`${dateLabel}(まで)`}>
        <Input
          id={`${idPrefix}-date-to`}
          type="date"
          value={filters.dateTo ?? ''}
          min={filters.dateFrom || undefined}
          className="sm:w-40"
          onChange={(event) => setFilter('dateTo', event.target.value)}
        />
      </Labelled>
      <CommittedInput
        id={`${idPrefix}-amount-min`}
        label="金額(下限)"
        value={filters.amountMin ?? ''}
        onCommit={(v) => setFilter('amountMin', v, true)}
      />
      <CommittedInput
        id={`${idPrefix}-amount-max`}
        label="金額(上限)"
        value={filters.amountMax ?? ''}
        onCommit={(v) => setFilter('amountMax', v, true)}
      />
    </>
  );
}
