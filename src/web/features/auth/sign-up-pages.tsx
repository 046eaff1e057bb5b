import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { PagePlaceholder } from '@/web/components/ui/page-placeholder';

/** Sign-up and its outcome pages; the sign-up flow itself is built later. */

function LoginLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/login">ログイン画面へ</Link>
    </Button>
  );
}

export function RegisterPage() {
  return (
    <PagePlaceholder title="新規登録">
      <LoginLink />
    </PagePlaceholder>
  );
}

export function SuccessPage() {
  return (
    <PagePlaceholder title="登録完了" icon={CircleCheck} description="お申し込みありがとうございます。登録手続きが完了しました。">
      <LoginLink />
    </PagePlaceholder>
  );
}

export function CancelPage() {
  return (
    <PagePlaceholder title="登録のキャンセル" icon={CircleX} description="新規登録の手続きはキャンセルされました。">
      <Button asChild>
        <Link to="/register">新規登録へ戻る</Link>
      </Button>
    </PagePlaceholder>
  );
}
