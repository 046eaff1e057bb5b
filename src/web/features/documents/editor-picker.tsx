import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';

export type PickerOption = {
  id: string;
  code: string;
  name: string;
  /** A quieter line on the right: price and unit, department, terms. */
  detail?: ReactNode;
};

type PickerSearchProps<T> = {
  searchLabel: string;
  placeholder: string;
  text: string;
  /** The API's answer for the settled search text (20 rows at most). */
  results: UseQueryResult<T[]>;
  /** The list answers an older search (typing has not settled, or the new one is loading). */
  isStale: boolean;
  toOption: (item: T) => PickerOption;
  emptyMessage: string;
  onTextChange: (text: string) => void;
  onPick: (item: T) => void;
};

/** The search box and result list of a picker dialog; Enter takes the first result. */
export function PickerSearch<T>({
  searchLabel,
  placeholder,
  text,
  results,
  isStale,
  toOption,
  emptyMessage,
  onTextChange,
  onPick,
}: PickerSearchProps<T>) {
  const searchId = useId();
  const statusId = useId();
  const items = results.data ?? [];

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
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={searchId}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
          aria-describedby={statusId}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      </div>
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
