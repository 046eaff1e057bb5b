import type { ChosenLine } from '@/core/bill-split';
import { formatYen } from '@/core/format';
import { type BillLine, billLineKey } from '@/core/seat-bill';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';

type PayItemSplitProps = {
  /** The lines not yet paid by an earlier part. */
  lines: BillLine[];
  /** 品目で分ける is on (locked on once a part by items is paid). */
  isOn: boolean;
  isLocked: boolean;
  picks: ChosenLine[];
  /** The chosen lines' amount (before 割引・サービス料) and what stays on the bill. */
  chosenAmount: number;
  onToggle: (isOn: boolean) => void;
  onChange: (picks: ChosenLine[]) => void;
};

/**
 * 分割会計 by items: the lines (and how many of each) this part pays, each part with its own
 * 割引・サービス料 and 領収書; the rest stays on the bill for the next part, and the seat closes
 * when nothing is left.
 */
export function PayItemSplit({ lines, isOn, isLocked, picks, chosenAmount, onToggle, onChange }: PayItemSplitProps) {
  const quantityOf = (key: string) => picks.find((p) => p.key === key)?.quantity ?? 0;
  function set(key: string, quantity: number) {
    onChange([...picks.filter((p) => p.key !== key), ...(quantity > 0 ? [{ key, quantity }] : [])]);
  }
  const rest = lines.reduce((sum, l) => sum + l.amount, 0) - chosenAmount;
  return (
    <section aria-label="品目ごとの分割会計" className="grid gap-2 rounded-lg border px-4 py-3 text-sm">
      <CheckboxField
        id="pay-by-items"
        label="品目で分ける"
        description={isLocked ? '品目ごとの分割会計の途中です。残りの品目から選んでください。' : 'この会計で支払う品目と数量を選びます。'}
        checked={isOn}
        disabled={isLocked}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {isOn && (
        <>
          <ul aria-label="この会計の品目" className="grid gap-2">
            {lines.map((line, i) => {
              const key = billLineKey(line);
              const quantity = quantityOf(key);
              return (
                <li key={key} className="flex flex-wrap items-center gap-2">
                  <CheckboxField
                    id={`pay-item-${i}`}
                    className="min-w-0 flex-1"
                    label={`${line.name}（${formatYen(line.price)}）`}
                    checked={quantity > 0}
                    onChange={(event) => set(key, event.target.checked ? line.quantity : 0)}
                  />
                  {line.quantity > 1 && (
                    <select
                      aria-label={`${line.name}の数量`}
                      className="h-9 rounded-md border bg-background px-2 tabular-nums"
                      value={quantity}
                      onChange={(event) => set(key, Number(event.target.value))}
                    >
                      {[...Array(line.quantity + 1).keys()].map((n) => (
                        <option key={n} value={n}>{`${n} / ${line.quantity}`}</option>
                      ))}
                    </select>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="tabular-nums">{`選んだ品目 ${formatYen(chosenAmount)} ・ 残り ${formatYen(rest)}`}</p>
        </>
      )}
    </section>
  );
}
