import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/primitives/button';
import { handOverSession } from '@/web/lib/session';

/** Seconds before the page moves on by itself, as the user was told. */
const moveAfterSeconds = 8;

type WrongSiteScreenProps = { message: string; url: string; linkLabel: string };

/**
 * An account signed in on another partner's site (or on the main host): cookies are per host, so
 * the page says where the account belongs, by name and address, and carries the session there
 * (a one-time token in the address's fragment): one sign-in is enough. Where the session cannot be
 * handed over, it is ended here and the user signs in once more on their own site.
 */
export function WrongSiteScreen({ message, url, linkLabel }: WrongSiteScreenProps) {
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    handOverSession().then((token) => {
      if (isCurrent) setTarget(token ? `${url}#handover=${encodeURIComponent(token)}` : url);
    });
    return () => {
      isCurrent = false;
    };
  }, [url]);

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => window.location.assign(target), moveAfterSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [target]);

  const isHandedOver = target?.includes('#handover=') ?? false;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="text-lg font-bold">{message}</h1>
      <p className="text-sm">
        ご利用のサイト：<span className="font-medium break-all">{new URL(url).host}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {isHandedOver ? 'ログインしたまま移動します。' : 'ご利用のサイトで、もう一度ログインしてください。'}
        {moveAfterSeconds}秒後に自動で移動します。
      </p>
      <Button asChild>
        <a href={target ?? url}>
          <ExternalLink aria-hidden />
          {linkLabel}
        </a>
      </Button>
    </main>
  );
}
