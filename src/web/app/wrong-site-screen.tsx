import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/web/components/ui/primitives/button';

/** Seconds before the page moves on by itself, as the user was told. */
const moveAfterSeconds = 8;

type WrongSiteScreenProps = { message: string; url: string; linkLabel: string };

/**
 * An account signed in on another partner's site: the session here is useless (cookies are per
 * host), so the page says where the account belongs and offers the way there, then goes itself.
 */
export function WrongSiteScreen({ message, url, linkLabel }: WrongSiteScreenProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(url), moveAfterSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [url]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="text-lg font-bold">{message}</h1>
      <p className="text-sm text-muted-foreground">
        ご利用のサイトで、もう一度ログインしてください。{moveAfterSeconds}秒後に自動で移動します。
      </p>
      <Button asChild>
        <a href={url}>
          <ExternalLink aria-hidden />
          {linkLabel}
        </a>
      </Button>
    </main>
  );
}
