import { useState } from 'react';
import type { ColumnMapping } from '@/core/bank/statement-line';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { SelectField } from '@/web/components/ui/primitives/select';

type BankMappingFormProps = {
  headers: string[];
  sample: string[][];
  mapping: ColumnMapping | null;
  isPending: boolean;
  onSubmit: (mapping: ColumnMapping) => void;
};

type ColumnKey = 'dateColumn' | 'amountColumn' | 'payerColumn';
/** The three columns a user points out, in the order they are asked for. */
const mappedColumns: { key: ColumnKey; id: string; label: string }[] = [
  { key: 'dateColumn', id: 'map-date', label: '日付' },
  { key: 'amountColumn', id: 'map-amount', label: '入金額' },
  { key: 'payerColumn', id: 'map-payer', label: '振込依頼人名' },
];

/** 列の対応: which column of a CSV the product does not know holds 日付, 入金額 and 振込依頼人名. */
export function BankMappingForm({ headers, sample, mapping, isPending, onSubmit }: BankMappingFormProps) {
  const width = Math.max(headers.length, ...sample.map((r) => r.length));
  const options = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: `${i + 1}列目${headers[i] ? `（${headers[i]}）` : ''}`,
  }));
  const [columns, setColumns] = useState<Record<ColumnKey, string>>({
    dateColumn: String(mapping?.dateColumn ?? ''),
    amountColumn: String(mapping?.amountColumn ?? ''),
    payerColumn: String(mapping?.payerColumn ?? ''),
  });
  const [hasHeader, setHasHeader] = useState(mapping?.hasHeader ?? true);
  const isComplete = mappedColumns.every(({ key }) => columns[key] !== '');

  return (
    <form
      className="grid gap-4 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete)
          onSubmit({
            dateColumn: Number(columns.dateColumn),
            amountColumn: Number(columns.amountColumn),
            payerColumn: Number(columns.payerColumn),
            hasHeader,
          });
      }}
    >
      <div>
        <h2 className="font-semibold">列の対応を指定してください</h2>
        <p className="text-sm text-muted-foreground">この形式のCSVは自動で読み取れません。指定した対応は次回から使われます。</p>
      </div>
      <div className="overflow-x-auto">
        <table className="text-xs">
          <tbody>
            {sample.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no identity but their position
              <tr key={r} className="border-b">
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns likewise
                  <td key={c} className="px-2 py-1 whitespace-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {mappedColumns.map(({ key, id, label }) => (
          <SelectField
            key={key}
            id={id}
            label={label}
            placeholder="選択してください"
            options={options}
            value={columns[key]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setColumns((current) => ({ ...current, [key]: value }));
            }}
          />
        ))}
      </div>
      <CheckboxField id="map-header" label="1行目は見出し" checked={hasHeader} onChange={(e) => setHasHeader(e.currentTarget.checked)} />
      <div>
        <Button type="submit" disabled={!isComplete || isPending}>
          この対応で読み込む
        </Button>
      </div>
    </form>
  );
}
