import { Bell, Smartphone, Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Switch } from '@/web/components/ui/primitives/switch';
import { playChime } from '@/web/lib/alert-sound';
import { cn } from '@/web/lib/utils';
import type { AlertSettings } from './alert-settings';
import type { PushDevice } from './push-device';

type AlertSwitchesProps = {
  settings: AlertSettings;
  onChange: (change: Partial<AlertSettings>) => void;
  /** This device's Web Push (注文確認 only): alerts even when no back-office page is open. */
  push?: PushDevice;
  className?: string;
};

const permission = () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission);

/** 通知音, ブラウザ通知 and プッシュ通知 switches of the new-order alert, kept per company on this device. */
export function AlertSwitches({ settings, onChange, push, className }: AlertSwitchesProps) {
  const id = useId();
  const [notificationPermission, setNotificationPermission] = useState(permission);

  function handleSound(isSoundOn: boolean) {
    onChange({ isSoundOn });
    // The switch is a user gesture: a good moment to unlock audio and let the staff hear it.
    if (isSoundOn) playChime().catch((error: unknown) => console.warn('通知音を再生できませんでした', error));
  }

  async function requestPermission() {
    setNotificationPermission(await Notification.requestPermission());
  }

  async function handlePush(isOn: boolean) {
    // A failure is not a toast that fades: the switch stays as it was and says why below it.
    if (await push?.setOn(isOn)) toast.success(isOn ? 'この端末にプッシュ通知を送ります' : 'この端末へのプッシュ通知を止めました');
  }

  async function handleNotification(isNotificationOn: boolean) {
    onChange({ isNotificationOn });
    if (isNotificationOn && permission() === 'default') await requestPermission();
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-x-5 gap-y-2 text-sm', className)}>
      <label htmlFor={`${id}-sound`} className="flex cursor-pointer items-center gap-2">
        <Volume2 aria-hidden className="size-4 text-muted-foreground" />
        通知音
        <Switch id={`${id}-sound`} isChecked={settings.isSoundOn} onCheckedChange={handleSound} />
      </label>
      <label htmlFor={`${id}-notification`} className="flex cursor-pointer items-center gap-2">
        <Bell aria-hidden className="size-4 text-muted-foreground" />
        ブラウザ通知
        <Switch id={`${id}-notification`} isChecked={settings.isNotificationOn} onCheckedChange={handleNotification} />
      </label>
      {push && (
        // Shown on every device, push or not: an iPhone in Safari learns what to do rather than finding nothing.
        <label
          htmlFor={`${id}-push`}
          className="flex cursor-pointer items-center gap-2"
          title="画面を閉じていても、この端末に新しい注文を通知します"
        >
          <Smartphone aria-hidden className="size-4 text-muted-foreground" />
          プッシュ通知
          <Switch
            id={`${id}-push`}
            isChecked={push.isOn}
            disabled={push.isBusy}
            onCheckedChange={handlePush}
            aria-describedby={push.problem ? `${id}-push-problem` : undefined}
          />
        </label>
      )}
      {push?.problem && (
        <p id={`${id}-push-problem`} role="alert" className="basis-full text-xs font-medium text-red-700 dark:text-red-400">
          {push.problem}
        </p>
      )}
      {settings.isNotificationOn && notificationPermission === 'denied' && (
        <span className="text-xs text-muted-foreground">ブラウザの設定で通知がブロックされています</span>
      )}
      {settings.isNotificationOn && notificationPermission === 'default' && (
        // Browsers ask only after a click: the switch is on by default, the permission is not.
        <button type="button" className="text-xs text-sky-700 underline underline-offset-2 dark:text-sky-400" onClick={requestPermission}>
          通知を許可する
        </button>
      )}
    </div>
  );
}
