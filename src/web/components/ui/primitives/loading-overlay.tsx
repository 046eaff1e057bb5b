import { LoaderCircle } from 'lucide-react';

/** Covers the whole screen until the session is known, so no page flashes before a redirect. */
export function LoadingOverlay() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-background">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-muted-foreground" />
      <p className="text-sm text-muted-foreground">読み込み中...</p>
    </div>
  );
}
