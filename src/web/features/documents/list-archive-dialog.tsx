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
import { useMe } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { ArchiveTable } from './archive-table';
import { useCreateDocumentArchive, useDocumentArchives } from './documents-api';

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
 * issued in the period, as one ZIP of CSV files and PDFs. The server writes it in the background:
 * the list below follows it (作成中… with how many PDFs are in) and offers ダウンロード once done,
 * for 24 hours, also after the dialog was closed and opened again.
 */
export function ListArchiveDialog({ onClose }: { onClose: () => void }) {
  const [initial] = useState(() => lastMonthRange(todayInJapan()));
  const me = useMe().data;
  const kinds = me ? viewableDocumentKinds(accessSubjectOf(me.user, me.oem)) : [];
  const archives = useDocumentArchives();
  const create = useCreateDocumentArchive();

  const form = useSchemaForm({
    schema: archiveForm,
    defaultValues: { ...initial, encoding: 'utf8' },
    onSubmit: async (input) => {
      await create.mutateAsync(input);
      toast.success('ZIPの作成を始めました。できあがると下の一覧からダウンロードできます');
    },
  });
  const { isPending } = form;

  return (
    <FormDialog
      title="期間エクスポート"
      description="期間内に発行した帳票のPDFと、電子帳簿保存法の検索に使える一覧・明細・索引簿のCSVを（請求書を含むときは受領書類とその索引簿も）ZIPにまとめます。作成は画面を閉じても続き、できあがったZIPは24時間ダウンロードできます"
      submitLabel="ZIPを作成"
      pendingLabel="受付中..."
      cancelLabel="閉じる"
      form={form}
      onClose={onClose}
      className="max-w-5xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('from')} id="archive-from" type="date" label="開始日" />
        <TextField {...form.field('to')} id="archive-to" type="date" label="終了日" />
      </div>
      <RadioGroupField {...form.field('encoding')} legend="CSVの文字コード" options={encodingOptions} isDisabled={isPending} />
      <p className="text-sm text-muted-foreground">
        対象: {kinds.map((k) => kindInfo[k].title).join('・')}（下書きを除く。修正前の版も含みます）
      </p>
      <section className="grid gap-2">
        <h3 className="text-sm font-medium">最近の期間エクスポート</h3>
        <ArchiveTable archives={archives.data} isLoading={archives.isLoading} error={archives.error} />
      </section>
    </FormDialog>
  );
}
