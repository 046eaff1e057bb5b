import { CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/primitives/button';

type ResultProps = { icon: LucideIcon; title: string; children: ReactNode; actions: ReactNode };

/** The outcome of sign-up, inside the partner-branded card of the bare layout. */
function SignUpResult({ icon: Icon, title, children, actions }: ResultProps) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-lg font-bold">{title}</h1>
      <div className="text-sm leading-relaxed text-muted-foreground">{children}</div>
      <div className="flex w-full flex-col gap-2">{actions}</div>
    </div>
  );
}

export function SuccessPage() {
  return (
    <SignUpResult
      icon={CircleCheck}
      title="登録完了"
      actions={
        <Button asChild size="lg">
          <Link to="/login">ログイン画面へ</Link>
        </Button>
      }
    >
      <p>登録が完了しました。確認メールを送信しましたので、メール内のリンクを開いてからログインしてください。</p>
    </SignUpResult>
  );
}

export function CancelPage() {
  return (
    <SignUpResult
      icon={CircleX}
      title="登録のキャンセル"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/register">再度登録する</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/login">ログイン</Link>
          </Button>
        </>
      }
    >
      <p>登録はキャンセルされました。お手続きは完了していません。</p>
    </SignUpResult>
  );
}
