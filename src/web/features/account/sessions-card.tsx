import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { formatDate } from '@/core/format';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { errorMessage } from '@/web/lib/api';
import { type AccountSession, useRevokeOtherSessions, useRevokeSession, useSessions } from './account-api';
import { describeUserAgent } from './user-agent';

/** ログイン中の端末: where this account is signed in, with a way to end the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const hasOthers = Boolean(sessions.data?.some((s) => !s.isCurrent));

  function handleRevokeOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast.success(`${revoked}台の端末からログアウトしました`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>ログイン中の端末</CardTitle>
        <CardDescription>心当たりのない端末があれば、ログアウトさせてからパスワードを変更してください。</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending && <p className="text-sm text-muted-foreground">読み込み中...</p>}
        {sessions.isError && <Alert>{errorMessage(sessions.error)}</Alert>}
        {sessions.data && (
          <ul className="divide-y rounded-lg border" aria-label="ログイン中の端末">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" disabled={!hasOthers || revokeOthers.isPending} onClick={handleRevokeOthers}>
          <LogOut aria-hidden />
          他のすべての端末からログアウト
        </Button>
      </CardFooter>
    </Card>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const { browser, system, isMobile } = describeUserAgent(session.userAgent);
  const Icon = isMobile ? Smartphone : Monitor;
  const name = system ? `${browser}（${system}）` : browser;

  function handleRevoke() {
    revoke.mutate(session.id, {
      onSuccess: () => toast.success('端末をログアウトさせました'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {name}
          {session.isCurrent && <Badge tone="info">このデバイス</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          最終利用 {formatDate(session.updatedAt, true)}
          {session.ipAddress && ` ・ IP ${session.ipAddress}`}
        </p>
      </div>
      {!session.isCurrent && (
        <Button variant="ghost" size="sm" disabled={revoke.isPending} aria-label={`${name}をログアウト`} onClick={handleRevoke}>
          ログアウト
        </Button>
      )}
    </li>
  );
}
