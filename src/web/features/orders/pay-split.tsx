import { evenSplitText } from '@/core/bill-split';
import { formatYen } from '@/core/format';
import { TextField } from '@/web/components/ui/primitives/text-field';

type PaySplitProps = {
  /** The number of parts (null: paid in one). */
  count: number | null;
  draft: string;
  isLocked: boolean;
  total: number;
  /** Parts already paid. */
  paid: number;
  /** What this part pays. */
  due: number;
  onChange: (draft: string) => void;
};

/**
 * 割り勘: the whole bill (割引・サービス料 included) divided by the number entered, the remainder yen
 * on the first parts; each part is paid and gets its 領収書 in turn, and the seat closes at the last.
 */
export function PaySplit({ count, draft, isLocked, total, paid, due, onChange }: PaySplitProps) {
  return (
    <section aria-label="割り勘" className="grid gap-2 rounded-lg border px-4 py-3 text-sm">
      <TextField
        id="pay-split"
        label="割り勘（人数、分けない場合は空欄）"
        inputMode="numeric"
        maxLength={2}
        value={draft}
        disabled={isLocked}
        onChange={(event) => onChange(event.target.value)}
      />
      {count !== null && (
        <>
          <p className="tabular-nums">{evenSplitText(total, count)}</p>
          <p className="font-semibold tabular-nums">{`${paid + 1}/${count}人目のお会計 ${formatYen(due)}`}</p>
        </>
      )}
    </section>
  );
}
