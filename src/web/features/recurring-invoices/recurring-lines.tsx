import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/primitives/button';
import { Input } from '@/web/components/ui/primitives/input';
import { NativeSelect } from '@/web/components/ui/primitives/select';

/** One line as typed: 品名, 数量, 単価 and 税区分 (10% / 8% 軽減). */
export type LineDraft = { key: string; name: string; quantity: string; unitPrice: string; taxCategory: 'standard' | 'reduced' };

export const emptyLine = (): LineDraft => ({ key: crypto.randomUUID(), name: '', quantity: '1', unitPrice: '', taxCategory: 'standard' });

/** The lines every invoice of the template carries (税抜 or 税込 as the template says). */
export function RecurringLines({ lines, error, onChange }: { lines: LineDraft[]; error?: string; onChange: (lines: LineDraft[]) => void }) {
  const set = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">明細</legend>
      {lines.map((l, i) => (
        <div key={l.key} className="grid grid-cols-[1fr_5rem_7rem_6rem_auto] items-center gap-2">
          <Input
            aria-label={`${i + 1}行目の品名`}
            value={l.name}
            placeholder="品名"
            onChange={(e) => set(l.key, { name: e.currentTarget.value })}
          />
          <Input
            aria-label={`${i + 1}行目の数量`}
            value={l.quantity}
            inputMode="decimal"
            onChange={(e) => set(l.key, { quantity: e.currentTarget.value })}
          />
          <Input
            aria-label={`${i + 1}行目の単価`}
            value={l.unitPrice}
            inputMode="numeric"
            placeholder="単価"
            onChange={(e) => set(l.key, { unitPrice: e.currentTarget.value })}
          />
          <NativeSelect
            aria-label={`${i + 1}行目の税区分`}
            value={l.taxCategory}
            onChange={(e) => set(l.key, { taxCategory: e.currentTarget.value as LineDraft['taxCategory'] })}
          >
            <option value="standard">10%</option>
            <option value="reduced">8%※</option>
          </NativeSelect>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${i + 1}行目を削除`}
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, emptyLine()])}>
          <Plus aria-hidden />
          行を追加
        </Button>
      </div>
    </fieldset>
  );
}
