import { RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/primitives/button';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { defaultLimit, type HistoryFilters as Filters, hasSearch, limitChoices, type OperationTypeOption } from './history-api';

type HistoryFiltersProps = {
  filters: Filters;
  types: OperationTypeOption[];
  errors: { to?: string };
  onChange: (next: Partial<Filters>) => void;
  onReset: () => void;
};

const limitOptions = limitChoices.map((n) => ({ value: String(n), label: `${n.toLocaleString('ja-JP')}件` }));

/** 操作の種類, 期間 and 表示件数: each change applies at once and is written to the URL. */
export function HistoryFilters({ filters, types, errors, onChange, onReset }: HistoryFiltersProps) {
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1fr)_auto_auto_9rem_auto] lg:items-start">
      <SelectField
        id="history-type"
        label="操作の種類"
        placeholder="すべて"
        options={types}
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value })}
      />
      <TextField
        id="history-from"
        type="date"
        label="期間（開始日）"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        id="history-to"
        type="date"
        label="期間（終了日）"
        value={filters.to}
        min={filters.from || undefined}
        error={errors.to}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      <SelectField
        id="history-limit"
        label="表示件数"
        options={limitOptions}
        value={String(filters.limit)}
        onChange={(e) => onChange({ limit: Number(e.target.value) })}
      />
      <div className="flex items-end lg:h-full">
        <Button variant="ghost" disabled={!hasSearch(filters) && filters.limit === defaultLimit} onClick={onReset}>
          <RotateCcw aria-hidden />
          条件をクリア
        </Button>
      </div>
    </div>
  );
}
