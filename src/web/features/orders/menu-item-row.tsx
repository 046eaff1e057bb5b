import { ImageOff, ListPlus, Pencil, Trash } from 'lucide-react';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { MoveButtons } from '@/web/components/ui/primitives/move-buttons';
import { ResponsiveImage } from '@/web/components/ui/primitives/responsive-image';
import { Switch } from '@/web/components/ui/primitives/switch';
import type { MenuItem } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';

type MenuItemRowProps = {
  item: MenuItem;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  onMove: (item: MenuItem, direction: -1 | 1) => void;
  onSoldOutChange: (item: MenuItem, isSoldOut: boolean) => void;
  onEdit: (item: MenuItem) => void;
  onEditOptions: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
};

export function MenuItemRow({ item, isFirst, isLast, isBusy, onMove, onSoldOutChange, onEdit, onEditOptions, onDelete }: MenuItemRowProps) {
  const groups = item.optionGroups ?? [];
  return (
    <li aria-label={item.name} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {item.imageUrl ? (
          <ResponsiveImage url={item.imageUrl} sizes="64px" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-5 text-muted-foreground" />
        )}
      </div>
      {/* At least 12rem for the name: on a phone the controls wrap to the next line instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-48 sm:basis-0">
        <p className={cn('truncate font-medium', item.isSoldOut && 'text-muted-foreground')}>{item.name}</p>
        <p className="text-sm tabular-nums">{formatYen(item.price)}</p>
        {item.description && <p className="truncate text-xs text-muted-foreground">{item.description}</p>}
        {groups.length > 0 && (
          <p className="truncate text-xs text-sky-700">オプション: {groups.map((g) => `${g.name}（${g.choices.length}）`).join('、')}</p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <span className={cn('text-xs', item.isSoldOut ? 'font-semibold text-rose-600' : 'text-muted-foreground')}>売り切れ</span>
        <Switch
          aria-label={`${item.name}を売り切れにする`}
          isChecked={item.isSoldOut}
          disabled={isBusy}
          onCheckedChange={(isSoldOut) => onSoldOutChange(item, isSoldOut)}
        />
      </div>
      <MoveButtons label={item.name} isFirst={isFirst} isLast={isLast} isDisabled={isBusy} onMove={(d) => onMove(item, d)} />
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onEditOptions(item)}>
          <ListPlus aria-hidden />
          <span className="sr-only">{item.name}のオプション</span>
        </Button>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => onEdit(item)}>
          <Pencil aria-hidden />
          <span className="sr-only">{item.name}を編集</span>
        </Button>
        <Button variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" onClick={() => onDelete(item)}>
          <Trash aria-hidden />
          <span className="sr-only">{item.name}を削除</span>
        </Button>
      </div>
    </li>
  );
}
