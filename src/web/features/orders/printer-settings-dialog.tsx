import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type PrintRoute, printRouteLabels, printRoutes } from '@/core/kitchen-stations';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { Switch } from '@/web/components/ui/primitives/switch';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { autoPrintKey, useDeviceSetting } from './device-setting';
import { sendToPrinter } from './print-actions';
import { type Printer, usePrinters, useRemovePrinter, useSavePrinter } from './printing-api';

const paperOptions = [
  { value: '80', label: '80mm' },
  { value: '58', label: '58mm' },
];

type PrinterSettingsDialogProps = { companyId: string; canEdit: boolean; onClose: () => void };

/**
 * プリンター設定: the Epson TM printer (ePOS-Print) of each route — キッチン, ドリンク, デザート
 * tickets and レシート — set by an administrator, and whether this tablet prints new orders by
 * itself (自動印刷, kept on the device).
 */
export function PrinterSettingsDialog({ companyId, canEdit, onClose }: PrinterSettingsDialogProps) {
  const printers = usePrinters();
  const [autoPrint, setAutoPrint] = useDeviceSetting(autoPrintKey(companyId), ['on', 'off'], 'off');
  const id = useId();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>プリンター設定</DialogTitle>
        <DialogDescription>
          エプソンのTMシリーズ（ePOS-Print対応）をお店のネットワークに接続して設定します。保存後、画面を再読み込みすると印刷できます。
        </DialogDescription>
        <label htmlFor={`${id}-auto`} className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
          <span>
            <span className="block font-medium">この端末で自動印刷</span>
            <span className="block text-xs text-muted-foreground">新しい注文の伝票を、この端末から各プリンターに送ります。</span>
          </span>
          <Switch id={`${id}-auto`} isChecked={autoPrint === 'on'} onCheckedChange={(isOn) => setAutoPrint(isOn ? 'on' : 'off')} />
        </label>
        {printers.error && <p className="text-sm text-destructive">{errorMessage(printers.error)}</p>}
        {/* Each form starts from the printer as read: shown once the printers are. */}
        {printers.isPending ? (
          <p className="py-6 text-center text-sm text-muted-foreground">読み込み中...</p>
        ) : (
          printRoutes.map((route) => (
            <PrinterForm key={route} route={route} printer={printers.data?.find((p) => p.route === route)} canEdit={canEdit} />
          ))
        )}
      </DialogContent>
    </Dialog>
  );
}

function PrinterForm({ route, printer, canEdit }: { route: PrintRoute; printer: Printer | undefined; canEdit: boolean }) {
  const id = useId();
  const save = useSavePrinter();
  const remove = useRemovePrinter();
  const [fields, setFields] = useState({
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    deviceId: printer?.deviceId ?? 'local_printer',
    paperWidth: String(printer?.paperWidth ?? 80),
    isEnabled: printer?.isEnabled ?? true,
  });
  const label = printRouteLabels[route];
  const change = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { route, printer: { ...fields, paperWidth: Number(fields.paperWidth) as 58 | 80 } },
      { onSuccess: () => toast.success(`${label}のプリンターを保存しました`) },
    );
  }

  async function handleTest() {
    if (!printer) return;
    const error = await sendToPrinter(printer, [
      { type: 'text', text: `${label}プリンター`, style: { width: 2, height: 2, em: true, align: 'center' } },
      { type: 'text', text: 'テスト印刷です', style: { align: 'center' } },
      { type: 'feed', lines: 2 },
      { type: 'cut' },
    ]);
    if (error) toast.error(`${label}: ${error}`);
    else toast.success(`${label}のプリンターで印刷しました`);
  }

  return (
    <form onSubmit={handleSubmit} aria-label={`${label}のプリンター`} className="grid gap-3 rounded-lg border p-4">
      <h3 className="font-semibold">{label}</h3>
      <fieldset disabled={!canEdit || save.isPending} className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${id}-name`} label="プリンター名" value={fields.name} onChange={change('name')} maxLength={30} />
        <TextField
          id={`${id}-host`}
          label="IPアドレス・ホスト名"
          value={fields.host}
          onChange={change('host')}
          placeholder="192.168.1.50"
          inputMode="url"
        />
        <TextField id={`${id}-device`} label="デバイスID" value={fields.deviceId} onChange={change('deviceId')} maxLength={30} />
        <SelectField id={`${id}-paper`} label="用紙幅" options={paperOptions} value={fields.paperWidth} onChange={change('paperWidth')} />
        <label htmlFor={`${id}-enabled`} className="flex items-center gap-2 text-sm">
          <Switch
            id={`${id}-enabled`}
            isChecked={fields.isEnabled}
            onCheckedChange={(isEnabled) => setFields((f) => ({ ...f, isEnabled }))}
          />
          このプリンターを使う
        </label>
      </fieldset>
      {save.error && <p className="text-sm text-destructive">{errorMessage(save.error)}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        {printer && (
          <Button type="button" variant="outline" size="sm" onClick={() => void handleTest()}>
            テスト印刷
          </Button>
        )}
        {printer && canEdit && (
          <Button type="button" variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(route)}>
            削除
          </Button>
        )}
        {canEdit && (
          <Button type="submit" size="sm" disabled={save.isPending}>
            保存
          </Button>
        )}
      </div>
      {!canEdit && <p className="text-xs text-muted-foreground">プリンターの設定には管理者権限が必要です</p>}
    </form>
  );
}
