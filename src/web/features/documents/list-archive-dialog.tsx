import { useState } from 'react';
import { type DocumentKind, kindInfo, todayInJapan } from '@/core/documents';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { TextField } from '@/web/components/ui/text-field';
import { formValues } from '@/web/lib/form';
import { archiveUrl } from './documents-api';

/** First and last day of the month before `today` (YYYY-MM-DD): the period usually archived. */
export function lastMonthRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of this month is the last day of the previous one.
  const last = new Date(Date.UTC(year, month - 1, 0));
  const to = last.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type ArchiveErrors = { from?: string; to?: string };

/** 期間エクスポート: the period's CSV and PDFs as one ZIP, downloaded by the browser itself. */
export function ListArchiveDialog({ kind, onClose }: { kind: DocumentKind; onClose: () => void }) {
  const [initial] = useState(() => lastMonthRange(todayInJapan()));
  const [errors, setErrors] = useState<ArchiveErrors>({});

  function handleSubmit(form: HTMLFormElement) {
    const { from, to } = formValues(form, ['from', 'to'] as const);
    const next: ArchiveErrors = {};
    if (!isDate(from)) next.from = '開始日を入力してください';
    if (!isDate(to)) next.to = '終了日を入力してください';
    else if (isDate(from) && from > to) next.to = '終了日は開始日以降の日付にしてください';
    setErrors(next);
    if (next.from || next.to) return;
    // The server answers with Content-Disposition: attachment, so the page stays where it is.
    window.location.assign(archiveUrl(kind, from, to));
    onClose();
  }

  return (
    <FormDialog
      title={`${kindInfo[kind].title}の期間エクスポート`}
      description="電子帳簿保存法の検索要件に対応したCSVと、各帳票のPDFをZIPでダウンロードします"
      submitLabel="ダウンロード"
      onSubmit={handleSubmit}
      onClose={onClose}
      className="max-w-md"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="archive-from" name="from" type="date" label="開始日" defaultValue={initial.from} error={errors.from} />
        <TextField id="archive-to" name="to" type="date" label="終了日" defaultValue={initial.to} error={errors.to} />
      </div>
    </FormDialog>
  );
}
