import { FileUp } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import type { MasterResource } from '@/web/lib/master-data-api';
import { type ImportMode, importCounts, type Transfer, useCsvImport } from '@/web/lib/use-csv-import';
import { Alert } from '../primitives/alert';
import { Button } from '../primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../primitives/dialog';
import { ProgressBar } from '../primitives/progress-bar';
import { ImportRowErrors } from './import-row-errors';

type CsvImportDialogProps = { resource: MasterResource; noun: string; onClose: () => void };

const n = (value: number) => value.toLocaleString('ja-JP');

function TransferProgress({ transfer }: { transfer: Transfer }) {
  const label = transfer.step === 'checking' ? 'ファイルを確認しています' : '取り込んでいます';
  const { phase, rows } = transfer;
  const text =
    phase === 'sending'
      ? `${label}（送信中 ${transfer.percent}%）`
      : phase === 'waiting'
        ? '取り込みの開始を待っています...'
        : rows
          ? `${label}（${n(rows.done)} / ${n(rows.of)}行）`
          : `${label}...`;
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <p className="text-sm text-muted-foreground">{text}</p>
      <ProgressBar label={label} percent={phase === 'sending' || rows ? transfer.percent : undefined} />
    </div>
  );
}

/**
 * CSV取込: choose a file → the server checks it (counts and row errors) → the user imports
 * either all rows, only if every one is valid, or just the valid ones. Row errors stay visible.
 */
export function CsvImportDialog({ resource, noun, onClose }: CsvImportDialogProps) {
  const csv = useCsvImport(resource);
  const input = useRef<HTMLInputElement>(null);
  const isBusy = csv.transfer !== null;
  const canImport = csv.preview !== null && csv.result === null && !isBusy;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void csv.choose(file);
  }

  async function handleImport(mode: ImportMode) {
    if (await csv.run(mode)) onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <div className="grid gap-1.5 pr-8">
          <DialogTitle>{noun}のCSV取込</DialogTitle>
          <DialogDescription>
            CSV出力したファイルと同じ列の並び（1行目は見出し）で取り込めます。文字コードはUTF-8・Shift_JISのどちらでも構いません。
            同じコードの{noun}
            は上書き更新されます。
          </DialogDescription>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${resource}-import-file`} className="sr-only">
            CSVファイル
          </label>
          <input
            ref={input}
            id={`${resource}-import-file`}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={handleChange}
          />
          <Button variant="outline" disabled={isBusy} onClick={() => input.current?.click()}>
            <FileUp aria-hidden />
            {csv.file ? '別のファイルを選択' : 'ファイルを選択'}
          </Button>
          {csv.file && <span className="min-w-0 truncate text-sm">{csv.file.name}</span>}
        </div>
        {csv.transfer && <TransferProgress transfer={csv.transfer} />}
        {csv.error && <Alert>{csv.error}</Alert>}
        {csv.preview && !csv.result && (
          <p className="text-sm" role="status">
            全{n(csv.preview.total)}行のうち、<strong>{n(csv.preview.valid)}行</strong>を取り込めます。
            {csv.preview.errors.length > 0 && (
              <span className="text-destructive">{n(csv.preview.errors.length)}件のエラーがあります。</span>
            )}
          </p>
        )}
        {csv.result && (
          <Alert tone="success">
            取り込みました（{importCounts(csv.result)}）。
            {csv.result.errors.length > 0 && ` エラーのある${n(csv.result.errors.length)}件は取り込んでいません。`}
          </Alert>
        )}
        <ImportRowErrors rows={csv.rows} />
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isBusy} onClick={onClose}>
            {csv.result ? '閉じる' : 'キャンセル'}
          </Button>
          {!csv.result && (
            <>
              <Button variant="outline" disabled={!canImport || csv.preview?.valid === 0} onClick={() => handleImport('valid')}>
                正しい行だけ取り込む
              </Button>
              <Button disabled={!canImport} onClick={() => handleImport('all')}>
                すべて正しい場合のみ取り込む
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
