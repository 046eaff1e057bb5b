import { useId, useState } from 'react';
import { formatYen } from '@/core/format';
import { normalizeForSearch } from '@/core/japanese';
import { SearchField } from '@/web/components/ui/primitives/search-box';
import type { MenuItem, MenuSection } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';

type StaffMenuPickerProps = {
  sections: readonly MenuSection[];
  /** How many of each item are in the order so far, by item id. */
  counts: ReadonlyMap<string, number>;
  onPick: (item: MenuItem) => void;
};

/** Items whose name holds the search, whatever its width or kana (うーろん, ｳｰﾛﾝ and ウーロン alike). */
export function searchItems(sections: readonly MenuSection[], query: string): MenuItem[] {
  const wanted = normalizeForSearch(query);
  return sections.flatMap((s) => s.items).filter((item) => normalizeForSearch(item.name).includes(wanted));
}

/**
 * 代理注文's menu for a busy counter: the categories as tabs in menu order, a search across them,
 * and big tiles (name and price; 売り切れ greyed and not tappable). A tap adds one, or opens the
 * options of an item that has them.
 */
export function StaffMenuPicker({ sections, counts, onPick }: StaffMenuPickerProps) {
  const id = useId();
  const [tabId, setTabId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const isSearching = query.trim() !== '';
  const current = sections.find((s) => s.id === tabId) ?? sections[0];
  const items = isSearching ? searchItems(sections, query) : (current?.items ?? []);

  function handleTab(sectionId: string) {
    setTabId(sectionId);
    setQuery('');
  }

  return (
    <div className="grid min-h-0 grid-rows-[auto_auto_minmax(0,1fr)] gap-2">
      <SearchField
        id={`${id}-search`}
        label="商品を検索"
        placeholder="商品名で検索（ひらがな可）"
        value={query}
        className="[&_input]:h-11"
        onChange={(event) => setQuery(event.target.value)}
      />
      <div role="tablist" aria-label="カテゴリー" className="flex flex-wrap gap-1.5">
        {sections.map((section) => {
          const isSelected = !isSearching && section.id === current?.id;
          return (
            <button
              key={section.id}
              type="button"
              role="tab"
              id={`${id}-tab-${section.id}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              onClick={() => handleTab(section.id)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                isSelected ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
              )}
            >
              {section.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-label={isSearching ? `「${query.trim()}」の検索結果` : current?.name}
        className="overflow-y-auto pr-1"
      >
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {isSearching ? '該当する商品がありません' : 'このカテゴリーに商品がありません'}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <ItemTile item={item} count={counts.get(item.id) ?? 0} onPick={() => onPick(item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ItemTile({ item, count, onPick }: { item: MenuItem; count: number; onPick: () => void }) {
  const hasOptions = (item.optionGroups ?? []).length > 0;
  const price = formatYen(item.price);
  const label = item.isSoldOut
    ? `${item.name}（売り切れ）`
    : hasOptions
      ? `${item.name}のオプションを選ぶ（${price}）`
      : `${item.name}を追加（${price}）`;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={item.isSoldOut}
      onClick={onPick}
      className={cn(
        'relative flex min-h-16 w-full flex-col items-start justify-between gap-1 rounded-lg border bg-card p-2.5 text-left transition-colors',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-accent active:bg-accent',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:hover:bg-muted',
        count > 0 && 'border-primary',
      )}
    >
      <span className="line-clamp-2 text-sm leading-snug font-semibold break-all">{item.name}</span>
      <span className="flex w-full items-baseline justify-between gap-1 text-sm tabular-nums">
        {item.isSoldOut ? <span className="text-xs font-medium">売り切れ</span> : <span>{price}</span>}
        {hasOptions && !item.isSoldOut && <span className="text-xs text-muted-foreground">オプション</span>}
      </span>
      {count > 0 && (
        <span aria-hidden className="absolute -top-1.5 -right-1.5 rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
          {count}
        </span>
      )}
    </button>
  );
}
