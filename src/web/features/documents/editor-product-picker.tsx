import { useRef } from 'react';
import type { Product } from '@/core/contracts/products';
import type { DocumentKind } from '@/core/documents';
import { formatYen } from '@/core/format';
import { taxCategoryLabels } from '@/core/money';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { useProductChoices } from './documents-api';
import { type PickerOption, PickerSearch, usePickerText } from './editor-picker';

type ProductPickerProps = {
  kind: DocumentKind;
  /** The row being filled (its 1-based number); kept after closing so focus can go back to it. */
  row: { key: string; number: number } | null;
  isOpen: boolean;
  onPick: (key: string, product: Product) => void;
  onClose: () => void;
};

const toOption = (p: Product): PickerOption => ({
  id: p.id,
  code: p.code,
  name: p.name,
  detail: `${formatYen(p.unitPrice)}${p.unit ? ` / ${p.unit}` : ''}${p.taxCategory === 'standard' ? '' : `・${taxCategoryLabels[p.taxCategory]}`}`,
});

/** One dialog for every row: a thousand rows do not each carry one. */
export function ProductPicker({ kind, row, isOpen, onPick, onClose }: ProductPickerProps) {
  const hasPicked = useRef(false);

  function handlePick(product: Product) {
    if (row) onPick(row.key, product);
    hasPicked.current = true;
    onClose();
  }

  function handleCloseAutoFocus(event: Event) {
    // The dialog has no Radix trigger to return to. After a pick 数量 is typed next; otherwise back to the row's button.
    event.preventDefault();
    if (!row) return;
    document.getElementById(`line-${row.key}-${hasPicked.current ? 'quantity' : 'pick'}`)?.focus();
    hasPicked.current = false;
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={handleCloseAutoFocus}>
        <div className="grid gap-1">
          <DialogTitle>商品を選ぶ</DialogTitle>
          <DialogDescription>
            {row ? `${row.number}行目に` : ''}商品マスタの品名・単位・単価・税区分を入れます。数量はあとから入力してください。
          </DialogDescription>
        </div>
        <ProductSearch kind={kind} onPick={handlePick} />
      </DialogContent>
    </Dialog>
  );
}

function ProductSearch({ kind, onPick }: { kind: DocumentKind; onPick: (product: Product) => void }) {
  const search = usePickerText();
  const results = useProductChoices(kind, search.q);
  return (
    <PickerSearch
      searchLabel="商品を検索"
      placeholder="コード・品名・フリガナで検索"
      search={search}
      results={results}
      toOption={toOption}
      emptyMessage={search.q ? '該当する商品がありません' : '商品が登録されていません'}
      onPick={onPick}
    />
  );
}
