import { CircleCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SalesDocument, SuppliedMaterial } from '@/core/contracts/documents';
import { todayInJapan } from '@/core/documents';
import { formatJapaneseDate, formatYen } from '@/core/format';
import { suppliedSettlementInput } from '@/core/schemas/documents';
import { settlementMethodLabels } from '@/core/supplied-materials';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useDocumentActions } from './documents-api';

/**
 * 有償支給原材料 of a 発注書 (取適法) and whether each is settled: once the order is issued, each
 * can be marked 決済済み on a day (相殺 or 別途支払, as the order says) or cleared.
 */
export function DetailSuppliedMaterials({ doc }: { doc: SalesDocument }) {
  const [settling, setSettling] = useState<number | null>(null);
  const { settleSupplied } = useDocumentActions(doc.kind);
  if (doc.kind !== 'purchase_order' || doc.suppliedMaterials.length === 0) return null;
  // Settled on an issued order's latest version only (a superseded one was replaced).
  const canSettle = doc.status !== 'draft' && doc.isLatest;

  function handleClear(index: number) {
    settleSupplied.mutate(
      { id: doc.id, index, input: { settledOn: null } },
      {
        onSuccess: () => toast.success('決済済みを取り消しました'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <section aria-labelledby="supplied-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="supplied-heading" className="text-sm font-semibold">
        有償支給原材料
      </h2>
      <ul className="grid gap-3 text-sm">
        {doc.suppliedMaterials.map((m, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the materials of an issued order never change or reorder.
          <li key={index} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-3 first:border-t-0 first:pt-0">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium break-words">{m.name}</span>
              <span className="text-muted-foreground">
                {formatYen(m.amount)}・{settlementMethodLabels[m.settlementMethod]}・決済期日 {formatJapaneseDate(m.settlementDate)}
              </span>
            </div>
            <SettlementState material={m} />
            {canSettle &&
              (m.settledOn ? (
                <Button variant="outline" size="sm" disabled={settleSupplied.isPending} onClick={() => handleClear(index)}>
                  <Undo2 aria-hidden />
                  決済済みを取り消す
                  <span className="sr-only">（{m.name}）</span>
                </Button>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setSettling(index)}>
                  <CircleCheck aria-hidden />
                  決済済みにする
                  <span className="sr-only">（{m.name}）</span>
                </Button>
              ))}
          </li>
        ))}
      </ul>
      {settling !== null && <SettleDialog doc={doc} index={settling} onClose={() => setSettling(null)} />}
    </section>
  );
}

function SettlementState({ material }: { material: SuppliedMaterial }) {
  return material.settledOn ? (
    <Badge tone="success">決済済み（{formatJapaneseDate(material.settledOn)}）</Badge>
  ) : (
    <Badge tone="neutral">未決済</Badge>
  );
}

/** 決済済みにする asks for the day; a 相殺 before the order's 支払期日 is refused beside the date. */
function SettleDialog({ doc, index, onClose }: { doc: SalesDocument; index: number; onClose: () => void }) {
  const { settleSupplied } = useDocumentActions(doc.kind);
  const material = doc.suppliedMaterials[index];
  const form = useSchemaForm({
    schema: suppliedSettlementInput,
    defaultValues: { settledOn: todayInJapan() },
    check: ({ settledOn }) => (settledOn ? {} : { settledOn: '決済日を入力してください' }),
    onSubmit: async (input) => {
      await settleSupplied.mutateAsync({ id: doc.id, index, input });
      toast.success(`${material?.name ?? '有償支給原材料'}を決済済みにしました`);
      onClose();
    },
  });

  return (
    <FormDialog
      title="決済済みにする"
      description={`${material?.name ?? ''}（${material ? settlementMethodLabels[material.settlementMethod] : ''}）を決済した日を入力してください。`}
      submitLabel="決済済みにする"
      pendingLabel="更新中..."
      form={form}
      onClose={onClose}
      className="max-w-sm"
    >
      <TextField {...form.field('settledOn')} id="settled-on" type="date" label="決済日" required />
    </FormDialog>
  );
}
