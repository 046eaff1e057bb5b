import { Smartphone } from 'lucide-react';

const isStandalone = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * 注文確認's short guide to adding it to the home screen: iPhone and iPad take Web Push only
 * there, and a tablet at the counter opens it full screen. Not shown once opened from there.
 */
export function HomeScreenGuide() {
  if (isStandalone()) return null;
  return (
    <details className="group rounded-xl border bg-card px-4 py-3 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <Smartphone aria-hidden className="size-4 text-muted-foreground" />
        ホーム画面に追加する方法
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <p className="sm:col-span-2">
          iPhone・iPad
          は、ホーム画面に追加して開いたときだけプッシュ通知を受け取れます。追加すると、どの端末でもアプリのように全画面で開けます。
        </p>
        <section aria-label="iPhone・iPad（Safari）">
          <h3 className="font-semibold">iPhone・iPad（Safari）</h3>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            <li>共有ボタン（四角から上向き矢印）をタップ</li>
            <li>「ホーム画面に追加」を選び、「追加」をタップ</li>
            <li>ホーム画面の「注文確認」から開き、プッシュ通知をオンにする</li>
          </ol>
        </section>
        <section aria-label="Android（Chrome）">
          <h3 className="font-semibold">Android（Chrome）</h3>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            <li>右上のメニュー（︙）をタップ</li>
            <li>「ホーム画面に追加」（または「アプリをインストール」）を選ぶ</li>
            <li>ホーム画面の「注文確認」から開く</li>
          </ol>
        </section>
      </div>
    </details>
  );
}
