import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/web/lib/api';
import { meQueryKey } from '@/web/lib/session';
import { useQueryToken } from '@/web/lib/use-query-token';
import { takeOverSession, verifyEmail } from './auth-api';
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

  useHandover();

  function handleResetDone() {
    navigate('/login', { replace: true });
  }

  if (resetToken) return <ResetPasswordForm token={resetToken} isInvitation={params.has('invite')} onDone={handleResetDone} />;
  if (params.get('forgot')) return <RequestResetForm />;
  return <SignInForm />;
}

/**
 * A session handed over from another host arrives as /login#handover=…: the fragment leaves the
 * address bar at once (a reload or a shared URL never sends it again), the token is spent, and the
 * guard sees the new session and moves on. Nothing happens without the fragment.
 */
function useHandover() {
  const queryClient = useQueryClient();
  const handled = useRef(false);
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('handover');
    if (!token || handled.current) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    takeOverSession(token).then(
      () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  }, [queryClient]);
}
