import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type MailDelivery, type MailDeliveryStatus, mailDeliveryStatusLabels, resendUnknownQuestion } from '@/core/mail-deliveries';
import { errorMessage } from '@/web/lib/api';
import { useMailDelivery, useResendMail } from '@/web/lib/mail-deliveries-api';
import { Badge, type BadgeTone } from '../primitives/badge';
import { Button } from '../primitives/button';
import { ConfirmDialog } from '../primitives/confirm-dialog';

const tones: Record<MailDeliveryStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  unknown: 'warning',
};

/** 送信待ち・送信中・送信済み・送信失敗・要確認. */
export function MailDeliveryBadge({ status }: { status: MailDeliveryStatus }) {
  return <Badge tone={tones[status]}>{mailDeliveryStatusLabels[status]}</Badge>;
}

/**
 * 再送 of a mail that failed, or that may have arrived (要確認: asked first, since the
 * counterparty may already have it).
 */
export function ResendButton({ delivery }: { delivery: MailDelivery }) {
  const resend = useResendMail();
  const [isAsking, setIsAsking] = useState(false);
  if (delivery.status !== 'failed' && delivery.status !== 'unknown') return null;

  async function handleResend(confirm: boolean) {
    try {
      await resend.mutateAsync({ id: delivery.id, confirm });
      toast.success('再送を受け付けました。送信結果はこの画面に表示されます');
      setIsAsking(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        onClick={() => (delivery.status === 'unknown' ? setIsAsking(true) : void handleResend(false))}
      >
        <RotateCw aria-hidden />
        再送
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="メールの再送"
        description={
          <div className="grid gap-2">
            <p>{resendUnknownQuestion}</p>
            <p className="text-muted-foreground">
              {delivery.to} 宛の「{delivery.subject}」は、相手に届いているかもしれません。届いていないことを確かめてから再送してください。
            </p>
          </div>
        }
        confirmLabel="もう一度送信する"
        pendingLabel="再送中..."
        isPending={resend.isPending}
        onConfirm={() => void handleResend(true)}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}

/** A mail's state with, when it did not go, why and the 再送 button. */
export function MailDeliveryState({ delivery }: { delivery: MailDelivery }) {
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <MailDeliveryBadge status={delivery.status} />
        <ResendButton delivery={delivery} />
      </div>
      {delivery.lastError && <p className="text-xs break-words text-destructive">{delivery.lastError}</p>}
    </div>
  );
}

/** A mail queued from this screen, followed until it settles: what it was, its state, why not, 再送. */
export function QueuedMail({ id, label }: { id: string; label: string }) {
  const { data: delivery } = useMailDelivery(id);
  return (
    <li className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <span className="break-words">
        {label}
        {delivery && <span className="ml-2 text-xs text-muted-foreground">{delivery.to}</span>}
      </span>
      {delivery ? <MailDeliveryState delivery={delivery} /> : <span className="text-xs text-muted-foreground">読み込み中...</span>}
    </li>
  );
}
