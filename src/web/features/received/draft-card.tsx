import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ReceivedSummary } from '@/core/contracts/received';
import { receivedConfirmInput } from '@/core/schemas/received';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useConfirmReceived, useDiscardReceived } from './received-api';
import { fieldDefaults, ReceivedKeyFields } from './received-fields';
import { ReceivedPreview } from './received-preview';

/**
 * An uploaded file waiting for a person: its preview beside the keys to enter or confirm. 保存
 * makes it a record (searchable, changed only by correction); 破棄 drops a file uploaded by mistake.
 */
export function DraftCard({ entry }: { entry: ReceivedSummary }) {
  const confirm = useConfirmReceived();
  const discard = useDiscardReceived();
  const [isDiscarding, setIsDiscarding] = useState(false);
  const form = useSchemaForm({
    schema: receivedConfirmInput,
    defaultValues: fieldDefaults(null),
    onSubmit: async (input) => {
      await confirm.mutateAsync({ id: entry.id, input });
      toast.success(`「${entry.filename}」を保存しました`);
    },
  });

  return (
    <li className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm lg:grid-cols-2" aria-label={`未確認: ${entry.filename}`}>
      <div className="grid min-w-0 gap-2">
        <p className="truncate text-sm font-medium">{entry.filename}</p>
        <ReceivedPreview entry={entry} className="h-72 lg:h-96" />
      </div>
      <form noValidate onSubmit={form.onSubmit} className="grid content-start gap-4">
        {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
        <ReceivedKeyFields form={form} amount={null} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" className="text-destructive" onClick={() => setIsDiscarding(true)}>
            <Trash2 aria-hidden />
            破棄
          </Button>
          <Button type="submit" disabled={form.isPending}>
            <Save aria-hidden />
            {form.isPending ? '保存中...' : '保存'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={isDiscarding}
        title="このファイルを破棄しますか？"
        description={`「${entry.filename}」は保存されていません。破棄するとファイルは残りません。`}
        confirmLabel="破棄する"
        pendingLabel="破棄中..."
        isDestructive
        isPending={discard.isPending}
        onConfirm={() =>
          discard.mutate(entry.id, {
            onSuccess: () => toast.success(`「${entry.filename}」を破棄しました`),
            onError: (error) => toast.error(errorMessage(error)),
            onSettled: () => setIsDiscarding(false),
          })
        }
        onCancel={() => setIsDiscarding(false)}
      />
    </li>
  );
}
