import { Search } from 'lucide-react';
import { formatYen, toHalfWidth } from '@/core/format';
import { parseQuantity, parseYenText, taxCategories, taxCategoryLabels } from '@/core/money';
import { Button } from '@/web/components/ui/primitives/button';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { cn } from '@/web/lib/utils';
import { type DraftLine, groupedYen } from './editor-draft';
import { type EditorErrors, lineErrorKey } from './editor-errors';
import { LineCell, LineInput, phoneCaption } from './editor-line-cell';

type LineItemCellsProps = {
  line: DraftLine;
  /** 1-based, as the labels read: 「1行目の数量」. */
  n: number;
  amount: number;
  hasWithholding: boolean;
  errors: EditorErrors;
  onChange: (key: string, patch: Partial<Omit<DraftLine, 'key'>>) => void;
  onPickProduct: (key: string, number: number) => void;
};

/** The cells of an item or discount line: 品名 (with 商品を選ぶ), 数量, 単位, 単価, 税区分, 金額 and 源泉. */
export function LineItemCells({ line, n, amount, hasWithholding, errors, onChange, onPickProduct }: LineItemCellsProps) {
  const id = (field: string) => `line-${line.key}-${field}`;
  const error = (field: string) => errors[lineErrorKey(line.key, field)];
  const change = (patch: Partial<Omit<DraftLine, 'key'>>) => onChange(line.key, patch);

  function handleQuantityBlur() {
    // Show what will be saved: 「１．５」 becomes 1.5 once it is a valid quantity.
    const plain = toHalfWidth(line.quantity).replace(/,/g, '').trim();
    try {
      parseQuantity(plain);
      if (plain !== line.quantity) change({ quantity: plain });
    } catch {
      // Left as typed; the save names the problem.
    }
  }

  function handleUnitPriceBlur() {
    const price = parseYenText(line.unitPrice);
    if (price === null) return;
    // A discount is always a minus: 「1000」 typed on a 値引き line means −¥1,000.
    const text = groupedYen(line.kind === 'discount' && price > 0 ? -price : price);
    if (text !== line.unitPrice) change({ unitPrice: text });
  }

  return (
    <>
      <LineCell label="品名" className="max-md:col-span-6" errorId={id('name-error')} error={error('name')}>
        <div className="flex gap-1">
          <LineInput
            id={id('name')}
            label={`${n}行目の品名`}
            value={line.name}
            placeholder={line.kind === 'discount' ? '値引き' : '品名'}
            error={error('name')}
            onChange={(event) => change({ name: event.target.value })}
          />
          {line.kind === 'item' && (
            <Button id={id('pick')} variant="outline" size="icon" className="shrink-0" onClick={() => onPickProduct(line.key, n)}>
              <Search aria-hidden />
              <span className="sr-only">{`${n}行目の商品を選ぶ`}</span>
            </Button>
          )}
        </div>
        {line.code && <p className="mt-1 font-mono text-xs text-muted-foreground">{line.code}</p>}
        {/* 納品日 under the name rather than in a column of its own, so a phone's row stays as wide as it was. */}
        <div className="mt-1 flex items-center gap-2">
          <label htmlFor={id('date')} className="shrink-0 text-xs text-muted-foreground">
            日付
          </label>
          <LineInput
            id={id('date')}
            type="date"
            label={`${n}行目の日付`}
            value={line.date}
            error={error('date')}
            className="h-8 w-40 text-xs"
            onChange={(event) => change({ date: event.target.value })}
          />
        </div>
        {error('date') && (
          <p id={`${id('date')}-error`} className="mt-1 text-xs text-destructive">
            {error('date')}
          </p>
        )}
      </LineCell>
      <LineCell label="数量" className="max-md:col-span-2" errorId={id('quantity-error')} error={error('quantity')}>
        <LineInput
          id={id('quantity')}
          label={`${n}行目の数量`}
          value={line.quantity}
          inputMode="decimal"
          error={error('quantity')}
          className="text-right tabular-nums"
          onChange={(event) => change({ quantity: event.target.value })}
          onBlur={handleQuantityBlur}
        />
      </LineCell>
      <LineCell label="単位" className="max-md:col-span-2" errorId={id('unit-error')} error={error('unit')}>
        <LineInput
          id={id('unit')}
          label={`${n}行目の単位`}
          value={line.unit}
          list="editor-unit-suggestions"
          error={error('unit')}
          onChange={(event) => change({ unit: event.target.value })}
        />
      </LineCell>
      <LineCell label="単価" className="max-md:col-span-2" errorId={id('unitPrice-error')} error={error('unitPrice')}>
        <LineInput
          id={id('unitPrice')}
          label={`${n}行目の単価`}
          value={line.unitPrice}
          placeholder={line.kind === 'discount' ? '-1,000' : '0'}
          error={error('unitPrice')}
          className="text-right tabular-nums"
          onChange={(event) => change({ unitPrice: event.target.value })}
          onBlur={handleUnitPriceBlur}
        />
      </LineCell>
      <LineCell label="税区分" className="max-md:col-span-3" errorId={id('taxCategory-error')} error={error('taxCategory')}>
        <NativeSelect
          id={id('taxCategory')}
          aria-label={`${n}行目の税区分`}
          value={line.taxCategory}
          aria-invalid={error('taxCategory') ? true : undefined}
          aria-describedby={error('taxCategory') ? id('taxCategory-error') : undefined}
          onChange={(event) => change({ taxCategory: event.target.value as DraftLine['taxCategory'] })}
        >
          {taxCategories.map((category) => (
            <option key={category} value={category}>
              {taxCategoryLabels[category]}
            </option>
          ))}
        </NativeSelect>
      </LineCell>
      <td
        data-label="金額"
        className={cn('px-2 py-2 text-right whitespace-nowrap tabular-nums max-md:col-span-3 max-md:p-0', phoneCaption)}
      >
        <div className="flex h-9 items-center justify-end gap-1">
          {formatYen(amount)}
          {line.taxCategory === 'reduced' && (
            <>
              <span aria-hidden>※</span>
              <span className="sr-only">（軽減税率対象）</span>
            </>
          )}
        </div>
      </td>
      {hasWithholding && (
        <td data-label="源泉" className={cn('px-2 py-2 text-center max-md:col-span-6 max-md:p-0 max-md:text-left', phoneCaption)}>
          <div className="flex h-9 items-center justify-center max-md:justify-start">
            <input
              type="checkbox"
              aria-label={`${n}行目を源泉徴収の対象にする`}
              checked={line.isWithholding}
              className="size-4 cursor-pointer accent-primary"
              onChange={(event) => change({ isWithholding: event.target.checked })}
            />
          </div>
        </td>
      )}
    </>
  );
}
