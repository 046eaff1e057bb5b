import type { RowError } from '@/web/lib/use-csv-import';

/** More would only slow the dialog down; the first ones show what is wrong with the file. */
const maxShownRows = 500;

/** 行 and 内容 of each refused row, in a scrolling table. */
export function ImportRowErrors({ rows }: { rows: readonly RowError[] }) {
  if (rows.length === 0) return null;
  const shown = rows.slice(0, maxShownRows);
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-medium text-destructive">エラーのある行（{rows.length.toLocaleString('ja-JP')}行）</h3>
      <div className="max-h-64 overflow-y-auto rounded-lg border">
        <table aria-label="エラーのある行" className="w-full border-collapse text-sm">
          <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-20 px-3 py-2 font-medium">
                行
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                内容
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line can have several messages, in this order.
              <tr key={`${row.line}-${i}`}>
                <td className="px-3 py-1.5 align-top tabular-nums">{row.line}行目</td>
                <td className="px-3 py-1.5">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown.length && (
        <p className="text-xs text-muted-foreground">ほか{(rows.length - shown.length).toLocaleString('ja-JP')}行にもエラーがあります。</p>
      )}
    </div>
  );
}
