import { Download, PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ReceivedDetail } from '@/core/contracts/received';
import { formatJapanDateTime } from '@/core/format';
import { receivedStatusLabels } from '@/core/received';
import { receivedCorrectionInput, receivedDeletionInput } from '@/core/schemas/received';
import { Alert, RetryAlert } from '@/web/components/ui/primitives/alert';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { receivedFileUrl, useCorrectReceived, useDeleteReceived, useReceivedDetail } from './received-api';
import { fieldDefaults, ReceivedKeyFields } from './received-fields';
import { ReceivedHistory, ReceivedVersions } from './received-history';
import { ReceivedPreview } from './received-preview';

type Mode = 'view' | 'correct' | 'delete';

/** 訂正: the keys as saved, changed, with the reason; saving adds a version and keeps the one before. */
function CorrectionForm({ entry, onDone }: { entry: ReceivedDetail; onDone: () => void }) {
  const correct = useCorrectReceived();
  const form = useSchemaForm({
    schema: receivedCorrectionInput,
    defaultValues: { ...fieldDefaults(entry.latest), reason: '' },
    onSubmit: async (input) => {
      const saved = await correct.mutateAsync({ id: entry.id, input });
      toast.success(`訂正しました（第${saved.latest?.version}版）`);
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4 rounded-xl border p-4" aria-label="訂正">
      <p className="text-sm text-muted-foreground">
        訂正すると新しい版として保存されます。訂正前の版はそのまま残り、いつでも確認できます。
      </p>
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <ReceivedKeyFields form={form} amount={entry.latest?.amount ?? null} />
      <TextField {...form.field('reason')} id="received-correction-reason" label="訂正の理由" placeholder="金額の入力誤り など" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          キャンセル
        </Button>
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? '保存中...' : '訂正を保存'}
        </Button>
      </div>
    </form>
  );
}

/** 削除: only marked as deleted, with the reason; the file and every version stay viewable. */
function DeletionForm({ entry, onDone }: { entry: ReceivedDetail; onDone: () => void }) {
  const remove = useDeleteReceived();
  const form = useSchemaForm({
    schema: receivedDeletionInput,
    onSubmit: async (input) => {
      await remove.mutateAsync({ id: entry.id, input });
      toast.success('削除しました（記録は削除済みとして残ります）');
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4 rounded-xl border border-destructive/40 p-4" aria-label="削除">
      <p className="text-sm text-muted-foreground">
        削除しても、ファイルと全ての版は「削除済み」として保存され、訂正削除の履歴に残ります。
      </p>
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <TextField {...form.field('reason')} id="received-deletion-reason" label="削除の理由" placeholder="二重に登録したため など" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          キャンセル
        </Button>
        <Button type="submit" variant="destructive" disabled={form.isPending}>
          {form.isPending ? '削除中...' : '削除する'}
        </Button>
      </div>
    </form>
  );
}

function Facts({ entry }: { entry: ReceivedDetail }) {
  async function handleDownload() {
    try {
      await downloadFile(receivedFileUrl(entry.id, true), entry.filename);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">ファイル</dt>
      <dd className="flex flex-wrap items-center gap-2 break-all">
        {entry.filename}
        <Button variant="outline" size="sm" onClick={() => void handleDownload()}>
          <Download aria-hidden />
          ダウンロード
        </Button>
      </dd>
      <dt className="text-muted-foreground">SHA-256</dt>
      <dd className="font-mono text-xs break-all">{entry.sha256}</dd>
      <dt className="text-muted-foreground">受領（登録）</dt>
      <dd>{`${formatJapanDateTime(entry.uploadedAt)} ${entry.uploadedBy?.name ?? ''}`}</dd>
      {entry.deletion && (
        <>
          <dt className="text-muted-foreground">削除</dt>
          <dd>{`${formatJapanDateTime(entry.deletion.at)} ${entry.deletion.by?.name ?? ''}　理由: ${entry.deletion.reason}`}</dd>
        </>
      )}
    </dl>
  );
}

/** One received document: the file as received, every saved version, 訂正削除の履歴, and 訂正・削除. */
export function ReceivedDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: entry, error, refetch } = useReceivedDetail(id);
  const [mode, setMode] = useState<Mode>('view');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-5xl">
        <DialogTitle className="flex flex-wrap items-center gap-2 pr-8">
          {entry?.latest ? `${entry.latest.counterpartyName}` : '受領書類'}
          {entry && <Badge tone={entry.status === 'deleted' ? 'danger' : undefined}>{receivedStatusLabels[entry.status]}</Badge>}
        </DialogTitle>
        <DialogDescription className="sr-only">受領書類の内容と訂正削除の履歴</DialogDescription>
        {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
        {!entry && !error && <p className="text-sm text-muted-foreground">読み込み中...</p>}
        {entry && (
          <div className="grid gap-5">
            <div className="grid gap-4 lg:grid-cols-2">
              <ReceivedPreview entry={entry} />
              <div className="grid content-start gap-4">
                <Facts entry={entry} />
                {entry.status === 'confirmed' && mode === 'view' && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" onClick={() => setMode('correct')}>
                      <PenLine aria-hidden />
                      訂正
                    </Button>
                    <Button variant="outline" className="text-destructive" onClick={() => setMode('delete')}>
                      <Trash2 aria-hidden />
                      削除
                    </Button>
                  </div>
                )}
                {mode === 'correct' && <CorrectionForm entry={entry} onDone={() => setMode('view')} />}
                {mode === 'delete' && <DeletionForm entry={entry} onDone={() => setMode('view')} />}
              </div>
            </div>
            <ReceivedVersions entry={entry} />
            <ReceivedHistory id={entry.id} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
