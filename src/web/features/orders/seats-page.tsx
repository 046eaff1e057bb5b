import { Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { seatInput } from '@/core/schemas/orders';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { movedIds } from '@/web/components/ui/primitives/move-buttons';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { FloorEditor } from './floor-editor';
import { NameFormDialog } from './name-form-dialog';
import { OrderingHoursCard } from './ordering-hours-card';
import { type SeatAction, SeatCard } from './seat-card';
import { type Seat, useSeatMutations, useSeats } from './seats-api';
import { StoreNamesCard } from './store-names-card';
import { TableServiceCard } from './table-service-card';

type OpenDialog = { kind: 'create' } | { kind: 'rename'; seat: Seat } | { kind: 'regenerate' | 'delete'; seat: Seat } | null;

const confirmations = {
  regenerate: {
    title: (name: string) => `${name}のトークンを再発行しますか？`,
    description: '新しいQRコードとURLが発行されます。今のQRコードは使えなくなるため、印刷したQRコードも貼り替えてください。',
    confirmLabel: '再発行する',
    done: (name: string) => `${name}のQRコードを新しくしました`,
  },
  delete: {
    title: (name: string) => `${name}を削除しますか？`,
    description: 'この座席のQRコードは使えなくなり、カートの中身も削除されます。これまでの注文は残ります。',
    confirmLabel: '削除する',
    done: (name: string) => `${name}を削除しました`,
  },
} as const;

/** 座席設定: seats with their QR codes and diner URLs. */
export function SeatsPage() {
  const seats = useSeats();
  const { create, rename, reorder, remove, regenerate } = useSeatMutations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rows = seats.data ?? [];
  const close = () => {
    setDialog(null);
    create.reset();
    rename.reset();
  };
  const confirming = dialog?.kind === 'regenerate' || dialog?.kind === 'delete' ? dialog : null;
  const confirmMutation = confirming?.kind === 'delete' ? remove : regenerate;

  const onError = (error: unknown) => toast.error(errorMessage(error));
  const done = (message: string) => () => {
    toast.success(message);
    close();
  };

  function handleMove(seat: Seat, direction: -1 | 1) {
    reorder.mutate(movedIds(rows, seat.id, direction), { onError });
  }

  function handleConfirm() {
    if (!confirming) return;
    const text = confirmations[confirming.kind];
    confirmMutation.mutate(confirming.seat.id, {
      onSuccess: done(text.done(confirming.seat.name)),
      onError: (error) => {
        onError(error);
        close();
      },
    });
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="座席設定"
        description="座席ごとのQRコードをテーブルに置くと、お客様がスマートフォンから注文できます。"
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/order/seats/print">
                <Printer aria-hidden />
                印刷用QRシート
              </Link>
            </Button>
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden />
              座席を追加
            </Button>
          </>
        }
      />
      <OrderingHoursCard />
      <StoreNamesCard />
      <TableServiceCard />
      {seats.error ? <Alert>{errorMessage(seats.error)}</Alert> : null}
      {seats.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">座席がまだありません</p>
      ) : (
        <ul aria-label="座席" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {rows.map((seat, index) => (
            <SeatCard
              key={seat.id}
              seat={seat}
              isFirst={index === 0}
              isLast={index === rows.length - 1}
              isBusy={reorder.isPending}
              onMove={handleMove}
              onAction={(kind: SeatAction, s) => setDialog({ kind, seat: s })}
            />
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <section aria-labelledby="floor-editor-title" className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <h2 id="floor-editor-title" className="font-semibold">
            座席マップ
          </h2>
          <FloorEditor seats={rows} />
        </section>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <NameFormDialog
          schema={seatInput}
          current={dialog.kind === 'rename' ? dialog.seat : undefined}
          titles={{ add: '座席を追加', edit: '座席名の変更' }}
          idPrefix="seat"
          nameLabel="座席名"
          translatedLabel="座席名"
          onSubmit={(fields) =>
            dialog.kind === 'create'
              ? create.mutateAsync(fields).then(done(`${fields.name}を追加しました`))
              : rename.mutateAsync({ id: dialog.seat.id, fields }).then(done('保存しました'))
          }
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? confirmations[confirming.kind].title(confirming.seat.name) : ''}
        description={confirming ? confirmations[confirming.kind].description : ''}
        confirmLabel={confirming ? confirmations[confirming.kind].confirmLabel : ''}
        isDestructive
        isPending={confirmMutation.isPending}
        onConfirm={handleConfirm}
        onCancel={close}
      />
    </section>
  );
}
