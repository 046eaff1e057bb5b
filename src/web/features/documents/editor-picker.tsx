import type { UseQueryResult } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { SearchField } from '@/web/components/ui/primitives/search-box';
import { errorMessage } from '@/web/lib/api';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { cn } from '@/web/lib/utils';

export type PickerOption = {
  id: string;
  code: string;
  name: string;
  /** A quieter line on the right: price and unit, department, terms. */
  detail?: ReactNode;
};

/** The text typed into a picker and the settled search it asks the API for. */
export function usePickerText() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  return { text, setText, q };
}

type PickerSearchProps<T> = {
  searchLabel: string;
  placeholder: string;
  search: ReturnType<typeof usePickerText>;
  /** The API's answer for the settled search text (20 rows at most). */
  results: UseQueryResult<T[]>;
  toOption: (item: T) => PickerOption;
  emptyMessage: string;
  onPick: (item: T) => void;
};

/** The search box and result list of a picker dialog; Enter takes the first result. */
export function PickerSearch<T>({ searchLabel, placeholder, search, results, toOption, emptyMessage, onPick }: PickerSearchProps<T>) {
  const searchId = useId();
  const statusId = useId();
  const items = results.data ?? [];
  // The list answers an older search: typing has not settled, or the new answer is loading.
  const isStale = results.isPlaceholderData || search.q !== search.text.trim();

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter while composing kana confirms the conversion; it does not pick.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const first = items[0];
    if (first && !isStale) onPick(first);
  }

  let status = '';
  if (results.isPending) status = '読み込み中...';
  else if (results.isError) status = errorMessage(results.error);
  else if (items.length === 0) status = emptyMessage;
  else if (items.length >= 20) status = '上位20件を表示しています。見つからないときは検索語を変えてください。';

  return (
    <div className="grid gap-3">
      <SearchField
        id={searchId}
        label={searchLabel}
        value={search.text}
        placeholder={placeholder}
        aria-describedby={statusId}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <p
        id={statusId}
        aria-live="polite"
        className={cn('text-sm text-muted-foreground', results.isError && 'text-destructive', !status && 'sr-only')}
      >
        {status || `${items.length}件`}
      </p>
      {items.length > 0 && (
        <ul className={cn('-mx-2 grid max-h-80 gap-0.5 overflow-y-auto', isStale && 'opacity-60')}>
          {items.map((item) => {
            const option = toOption(item);
            return (
              <li key={option.id}>
                <button
                  type="button"
                  // The name tests and screen readers use: code and name, without the detail column.
                  aria-label={`${option.code} ${option.name}`}
                  className="flex w-full items-baseline gap-3 rounded-md px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onPick(item)}
                >
                  <span className="w-20 shrink-0 truncate font-mono text-xs text-muted-foreground">{option.code}</span>
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  {option.detail && <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{option.detail}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
