import { Search } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { cn } from '@/web/lib/utils';
import { Input } from './input';

type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  className?: string;
};

/** A search box that searches as you type, without a request per key. */
export function SearchBox({ id, label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed from elsewhere (back button, 条件をクリア): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const settled = useDebouncedValue(text, 300);
  const handleSettled = useEffectEvent((next: string) => {
    if (next.trim() !== value) onSearch(next.trim());
  });
  useEffect(() => handleSettled(settled), [settled]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter while composing kana confirms the conversion; it is not a search.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(text.trim());
  }

  return (
    <SearchField
      id={id}
      label={label}
      placeholder={placeholder}
      value={text}
      className={className}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={handleKeyDown}
    />
  );
}

type SearchFieldProps = Omit<ComponentProps<typeof Input>, 'type'> & { id: string; label: string };

/** The search input itself: a magnifier, a label for screen readers, no autocomplete. */
export function SearchField({ id, label, className, ...props }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input id={id} type="search" autoComplete="off" className="pl-9" {...props} />
    </div>
  );
}
