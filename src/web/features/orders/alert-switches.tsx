import { Bell, Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Switch } from '@/web/components/ui/primitives/switch';
import { playChime } from '@/web/lib/alert-sound';
import { cn } from '@/web/lib/utils';
import type { AlertSettings } from './alert-settings';

type AlertSwitchesProps = {
  settings: AlertSettings;
  onChange: (change: Partial<AlertSettings>) => void;
  className?: string;
};

const permission = () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission);

/** 通知音 and ブラウザ通知 switches of the new-order alert, saved per company on this device. */
export function AlertSwitches({ settings, onChange, className }: AlertSwitchesProps) {
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
