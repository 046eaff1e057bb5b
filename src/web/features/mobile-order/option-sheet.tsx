import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatYen } from '@/core/format';
import type { MenuItem } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import { roundIconButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { ItemOptionsForm } from './item-options-form';

type OptionSheetProps = {
  item: MenuItem;
  closedReason?: string | null;
  onAdd: (choiceIds: string[], quantity: number) => void;
  onClose: () => void;
};

/** The sheet that slides up from the menu's + for an item with options: pick, then add. */
export function OptionSheet({ item, closedReason, onAdd, onClose }: OptionSheetProps) {
  const { t } = useDinerText();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={fill(t.options.sheet, { name: item.name })}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="mx-auto mt-auto mb-0 max-h-[85vh] w-full max-w-lg overflow-y-auto rounded-t-3xl bg-sky-50 p-0 backdrop:bg-slate-900/40"
    >
      <div className="flex items-start gap-2 border-b border-sky-100 bg-white px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="font-bold leading-snug">{item.name}</h2>
          <p className="text-sm text-slate-500 tabular-nums">{formatYen(item.price)}〜</p>
        </div>
        <button type="button" className={cn(roundIconButton, 'text-slate-600 hover:bg-slate-100')} onClick={onClose}>
          <X aria-hidden className="size-6" />
          <span className="sr-only">{t.closeNotification}</span>
        </button>
      </div>
      <div className="grid gap-4 px-4 py-4">
        <ItemOptionsForm item={item} closedReason={closedReason} onAdd={onAdd} />
      </div>
    </dialog>
  );
}
