import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { SelectField } from '@/web/components/ui/primitives/select';
import { type SeatBill, useSeatBills, useTransferSeat } from './table-service-api';

type Kind = 'move' | 'merge';
const kindLabels: Record<Kind, string> = {
  move: 'テーブル移動（空いている座席へ）',
  merge: 'テーブル連結（別の座席のお会計にまとめる）',
};

const isSeated = (row: SeatBill) => row.visit !== null || row.orderCount > 0;

/**
 * テーブル移動・連結: the party of a seat goes to a free seat with its orders and cart, or joins the
 * bill of another seated table; this seat is then free, and its guests order from the other seat's
 * QR code. The server refuses a seat taken meanwhile, and changes nothing then.
 */
export function SeatTransferDialog({ row, onClose }: { row: SeatBill; onClose: () => void }) {
  const seats = useSeatBills();
  const transfer = useTransferSeat();
  const [kind, setKind] = useState<Kind>('move');
  const [toSeatId, setToSeatId] = useState('');
  const [problem, setProblem] = useState('');
  const choices = (seats.data ?? []).filter((s) => s.seatId !== row.seatId && (kind === 'move' ? !isSeated(s) : isSeated(s)));

  function handleSubmit() {
    if (!toSeatId) return setProblem(kind === 'move' ? '移動先の座席を選んでください' : '連結先の座席を選んでください');
    setProblem('');
    transfer.mutate(
      { seatId: row.seatId, toSeatId, kind },
      {
        onSuccess: (moved) => {
          toast.success(
            kind === 'move'
              ? `${row.seatName}のお客様を${moved.seatName}へ移動しました`
              : `${row.seatName}を${moved.seatName}に連結しました`,
          );
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title={`${row.seatName}の移動・連結`}
      description="注文・カート・呼び出しも一緒に移ります。元の座席は空席になり、お客様は移動先のQRコードから注文します。"
      submitLabel={kind === 'move' ? '移動する' : '連結する'}
      pendingLabel="処理中..."
      form={{ submit: handleSubmit, isPending: transfer.isPending, formError: transfer.error }}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <RadioGroupField
        name="transfer-kind"
        legend="操作"
        options={(['move', 'merge'] as const).map((k) => ({ value: k, label: kindLabels[k] }))}
        defaultValue={kind}
        onValueChange={(value) => {
          setKind(value as Kind);
          setToSeatId('');
        }}
        className="[&>div]:flex-col"
      />
      <SelectField
        id="transfer-to"
        label={kind === 'move' ? '移動先の座席' : '連結先の座席'}
        placeholder={
          choices.length === 0 ? (kind === 'move' ? '空いている座席がありません' : '着席中の座席がありません') : '選択してください'
        }
        options={choices.map((s) => ({ value: s.seatId, label: s.seatName }))}
        value={toSeatId}
        onChange={(event) => setToSeatId(event.target.value)}
        error={problem || undefined}
      />
    </FormDialog>
  );
}
