import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { addMonths, endOfMonth, plainDate, startOfMonth } from '@/core/calendar';
import { viewableDocumentKinds } from '@/core/document-access';
import { kindInfo, todayInJapan } from '@/core/documents';
import { accessSubjectOf } from '@/core/permissions';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { downloadFile } from '@/web/lib/download-file';
import { replacedCharactersNotice } from '@/web/lib/replaced-characters';
import { useMe } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { archiveUrl } from './documents-api';

/** First and last day of the month before `today` (YYYY-MM-DD): the period usually archived. */
export function lastMonthRange(today: string): { from: string; to: string } {
  const first = addMonths(startOfMonth(plainDate(today)), -1);
  return { from: first, to: endOfMonth(first) };
}

const date = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** The period of the ZIP; the order of the two days is checked once both are dates. */
const archiveForm = z
  .object({ from: date('開始日を入力してください'), to: date('終了日を入力してください'), encoding: z.enum(['utf8', 'sjis']) })
  .refine((v) => v.from <= v.to, {
    path: ['to'],
    message: '終了日は開始日以降の日付にしてください',
    when: (payload) => payload.issues.length === 0,
  });

const encodingOptions = [
  { value: 'utf8', label: 'UTF-8' },
  { value: 'sjis', label: 'Shift_JIS' },
] as const;

/**
 * 期間エクスポート: every kind the user may read (the server decides; the list here says which),
 * issued in the period, as one ZIP of CSV files and PDFs. Fetched rather than a plain link so
 * that the dialog can stay open as 作成中 until the file is there, and tell what Shift_JIS lacked.
 */
export function ListArchiveDialog({ onClose }: { onClose: () => void }) {
  const [initial] = useState(() => lastMonthRange(todayInJapan()));
  const me = useMe().data;
  const kinds = me ? viewableDocumentKinds(accessSubjectOf(me.user, me.oem)) : [];

  const form = useSchemaForm({
    schema: archiveForm,
    defaultValues: { ...initial, encoding: 'utf8' },
    onSubmit: async ({ from, to, encoding }) => {
      const headers = await downloadFile(archiveUrl(from, to, encoding), 'documents.zip');
      const count = Number(headers.get('X-Document-Count') ?? 0);
      toast.success(`${count.toLocaleString('ja-JP')}件の帳票をダウンロードしました`);
      const notice = replacedCharactersNotice(headers);
      if (notice) toast.warning(notice.title, { description: notice.description });
      onClose();
    },
  });
  const { isPending } = form;

  return (
    <FormDialog
      title="期間エクスポート"
      description="期間内に発行した帳票のPDFと、電子帳簿保存法の検索に使える一覧・明細・索引簿のCSVをZIPでダウンロードします"
      submitLabel="ダウンロード"
      pendingLabel="作成中..."
      form={form}
      onClose={onClose}
      className="max-w-md"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('from')} id="archive-from" type="date" label="開始日" />
        <TextField {...form.field('to')} id="archive-to" type="date" label="終了日" />
      </div>
      <RadioGroupField {...form.field('encoding')} legend="CSVの文字コード" options={encodingOptions} isDisabled={isPending} />
      <p className="text-sm text-muted-foreground">
        対象: {kinds.map((k) => kindInfo[k].title).join('・')}（下書きを除く。修正前の版も含みます）
      </p>
      {isPending && (
        <p role="status" className="text-sm">
          ZIPを作成しています。帳票が多いと数分かかることがあります。
        </p>
      )}
    </FormDialog>
  );
}
