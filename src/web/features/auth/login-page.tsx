import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/web/lib/api';
import { useQueryToken } from '@/web/lib/use-query-token';
import { verifyEmail } from './auth-api';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

/** /login holds three forms, chosen by the query so links and the back button work. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = params.get('resetToken');

  // The sign-up confirmation mail links here as /login?verifyToken=…
  useQueryToken('verifyToken', (token) =>
    verifyEmail(token).then(
      () => toast.success('メールアドレスを確認しました。ログインしてください'),
      (error: unknown) => toast.error(errorMessage(error)),
    ),
  );

  function handleResetDone() {
    navigate('/login', { replace: true });
  }

  if (resetToken) return <ResetPasswordForm token={resetToken} isInvitation={params.has('invite')} onDone={handleResetDone} />;
  if (params.get('forgot')) return <RequestResetForm />;
  return <SignInForm />;
}
