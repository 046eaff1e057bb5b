import { toast } from 'sonner';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { roleLabel } from '@/web/lib/role-label';
import { useMe } from '@/web/lib/session';
import { useQueryToken } from '@/web/lib/use-query-token';
import { useConfirmEmailChange } from './account-api';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';

/** マイページ: the signed-in user's own name, address, password and devices. */
export function MyPage() {
  const { data: me } = useMe();
  const confirmEmail = useConfirmEmailChange();

  // The link mailed to a new address lands here as /mypage?emailToken=…; the session is refreshed on success.
  useQueryToken('emailToken', (token) =>
    confirmEmail.mutate(token, {
      onSuccess: () => toast.success('メールアドレスを変更しました'),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  const user = me?.user;
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageHeader title="マイページ" />
      {user && (
        // Keyed by the values so the forms show the new name or address once saved.
        <>
          <ProfileCard key={`name-${user.name}`} name={user.name} roleLabel={roleLabel(user.role)} />
          <EmailCard key={`email-${user.email}`} email={user.email} />
        </>
      )}
      <PasswordCard />
      <SessionsCard />
    </section>
  );
}
