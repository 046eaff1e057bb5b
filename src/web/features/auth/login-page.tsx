import { useNavigate, useSearchParams } from 'react-router';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

/** /login holds three forms, chosen by the query so links and the back button work. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resetToken = params.get('resetToken');

  function handleResetDone() {
    navigate('/login', { replace: true });
  }

  if (resetToken) return <ResetPasswordForm token={resetToken} onDone={handleResetDone} />;
  if (params.get('forgot')) return <RequestResetForm />;
  return <SignInForm />;
}
