import { VolumeX, WifiOff } from 'lucide-react';
import { areas } from '@/core/permissions';
import { Button } from '@/web/components/ui/primitives/button';
import type { StreamStatus } from '@/web/lib/use-event-stream';

const orderingPaths = areas.filter((area) => area.mobileOrderOnly).map((area) => area.path);

/** 注文確認, 座席設定 and メニュー設定: the pages where staff handle orders and want to hear them. */
export const isOrderingPage = (pathname: string) => orderingPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

type AlertBannersProps = {
  status: StreamStatus;
  isSoundBlocked: boolean;
  onEnableSound: () => void;
  /** 閉じる: not shown again in this browser session. */
  onDismissSound: () => void;
};

/** What would keep the staff from noticing a new order: a dropped live stream, blocked sound. */
export function AlertBanners({ status, isSoundBlocked, onEnableSound, onDismissSound }: AlertBannersProps) {
  if (status !== 'reconnecting' && !isSoundBlocked) return null;
  return (
    <div className="mb-4 grid gap-2">
      {status === 'reconnecting' && (
        <div
          role="status"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          接続が切れました。再接続しています…
        </div>
      )}
      {isSoundBlocked && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm">
          <VolumeX aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="flex-1">通知音がブロックされています</span>
          <Button size="sm" variant="outline" onClick={onEnableSound}>
            通知音を有効にする
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismissSound}>
            閉じる
          </Button>
        </div>
      )}
    </div>
  );
}
