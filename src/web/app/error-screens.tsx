import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/web/components/ui/primitives/button';
import { fallbackErrorMessage } from '@/web/lib/api';

type ErrorScreenProps = { message?: string; detail?: string; actionLabel?: string; onAction?: () => void };

/** Full-page notice when the app cannot go on: unknown partner URL, API unreachable, a crash. */
export function ErrorScreen({ message = fallbackErrorMessage, detail, actionLabel = '再試行', onAction }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <TriangleAlert aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-lg font-bold">{message}</h1>
      {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
      {onAction && (
        <Button variant="outline" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </main>
  );
}

/** Last resort when a screen throws while rendering: a Japanese message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);

  function handleReload() {
    window.location.reload();
  }

  return (
    <ErrorScreen
      message="予期しないエラーが発生しました"
      detail="お手数ですが、ページを再読み込みしてください。"
      actionLabel="再読み込み"
      onAction={handleReload}
    />
  );
}
