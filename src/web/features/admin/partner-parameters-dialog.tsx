import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { knownRemoteConfigKeys, maxRemoteConfigParameters } from '@/core/remote-config';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import { type AdminOem, type PartnerParameter, usePartnerParameters, useSavePartnerParameters } from './admin-api';

type Row = PartnerParameter & { id: number };

/**
 * リモート設定 of a partner: key/value parameters its pages read (announcement shows above every
 * back-office page). Browsers fetch them at most every 12 hours, so a change reaches a page within a day.
 */
export function PartnerParametersDialog({ oem, onClose }: { oem: AdminOem; onClose: () => void }) {
  const saved = usePartnerParameters(oem.id);
  return saved.data ? <ParametersForm oem={oem} initial={saved.data} onClose={onClose} /> : null;
}

function ParametersForm({ oem, initial, onClose }: { oem: AdminOem; initial: PartnerParameter[]; onClose: () => void }) {
  const id = useId();
  const save = useSavePartnerParameters(oem.id);
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length > 0 ? initial : [{ key: 'announcement', value: '' }]).map((p, i) => ({ ...p, id: i })),
  );
  const change = (rowId: number, patch: Partial<PartnerParameter>) =>
    setRows((all) => all.map((r) => (r.id === rowId ? { ...r, ...patch } : r)));
  const nextId = () => Math.max(-1, ...rows.map((r) => r.id)) + 1;

  const form = {
    isPending: save.isPending,
    formError: save.error,
    submit: () =>
      save.mutate(
        rows.filter((r) => r.key.trim() !== '' || r.value !== '').map(({ key, value }) => ({ key: key.trim(), value })),
        {
          onSuccess: () => {
            toast.success('リモート設定を保存しました');
            onClose();
          },
        },
      ),
  };

  return (
    <FormDialog
      title={`${oem.name}のリモート設定`}
      description={`このパートナーの画面が読むパラメータです（${maxRemoteConfigParameters}個まで）。各端末は12時間ごとに読み直します。`}
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <ul className="grid gap-3" aria-label="パラメータ">
        {rows.map((row, index) => {
          const hint = knownRemoteConfigKeys[row.key as keyof typeof knownRemoteConfigKeys];
          return (
            <li key={row.id} className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
              <div className="grid gap-1">
                <label htmlFor={`${id}-key-${row.id}`} className="text-xs text-muted-foreground">
                  キー {index + 1}
                </label>
                <Input
                  id={`${id}-key-${row.id}`}
                  value={row.key}
                  className="font-mono"
                  onChange={(e) => change(row.id, { key: e.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${id}-value-${row.id}`} className="text-xs text-muted-foreground">
                  値 {index + 1}
                  {hint ? `（${hint}）` : ''}
                </label>
                <Input id={`${id}-value-${row.id}`} value={row.value} onChange={(e) => change(row.id, { value: e.target.value })} />
              </div>
              <Button variant="ghost" size="sm" className="sm:mt-5" onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}>
                <Trash2 aria-hidden />
                <span className="sr-only">キー {index + 1} を</span>削除
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= maxRemoteConfigParameters}
          onClick={() => setRows((all) => [...all, { id: nextId(), key: '', value: '' }])}
        >
          <Plus aria-hidden />
          パラメータを追加
        </Button>
      </div>
    </FormDialog>
  );
}
