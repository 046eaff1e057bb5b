import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/session';
import { type StaffMember, useResendInvitation, useStaffList, useUpdateStaff } from './staff-api';
import { StaffFormDialog } from './staff-form-dialog';
import { type StaffAction, StaffTable } from './staff-table';

type OpenDialog = { kind: 'invite' } | { kind: 'edit'; member: StaffMember } | { kind: 'toggle-active'; member: StaffMember } | null;

/** 担当者管理 (admins only; the guard turns role user away with the specification's message). */
export function StaffPage() {
  const { data: me } = useMe();
  const staff = useStaffList();
  const update = useUpdateStaff();
  const resend = useResendInvitation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const oemType = me?.oem?.type ?? null;
  const close = () => setDialog(null);

  function handleAction(action: StaffAction, member: StaffMember) {
    if (action === 'resend') {
      resend.mutate(member.id, {
        onSuccess: () => toast.success('招待メールを再送しました'),
        onError: (error) => toast.error(errorMessage(error)),
      });
    } else {
      setDialog({ kind: action, member });
    }
  }

  function handleToggleActive(member: StaffMember) {
    const isActive = member.status === 'inactive';
    update.mutate(
      { id: member.id, input: { isActive } },
      {
        onSuccess: () => {
          toast.success(isActive ? '担当者を有効にしました' : '担当者を無効にしました');
          close();
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          close();
        },
      },
    );
  }

  const toggling = dialog?.kind === 'toggle-active' ? dialog.member : null;
  const isReactivating = toggling?.status === 'inactive';

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="担当者管理"
        description="担当者を招待し、権限と利用できる機能を設定します。"
        actions={
          <Button onClick={() => setDialog({ kind: 'invite' })}>
            <UserPlus aria-hidden />
            担当者を招待
          </Button>
        }
      />
      <StaffTable
        rows={staff.data}
        isLoading={staff.isPending}
        error={staff.error}
        currentUserId={me?.user.id}
        oemType={oemType}
        onAction={handleAction}
      />
      {dialog?.kind === 'invite' && <StaffFormDialog oemType={oemType} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <StaffFormDialog member={dialog.member} isSelf={dialog.member.id === me?.user.id} oemType={oemType} onClose={close} />
      )}
      <ConfirmDialog
        isOpen={toggling !== null}
        title={isReactivating ? '担当者を有効にしますか？' : '担当者を無効にしますか？'}
        description={
          isReactivating
            ? `${toggling?.name ?? ''}さんが再びログインできるようになります。`
            : `${toggling?.name ?? ''}さんはすぐにログアウトされ、ログインできなくなります。`
        }
        confirmLabel={isReactivating ? '有効にする' : '無効にする'}
        isDestructive={!isReactivating}
        isPending={update.isPending}
        onConfirm={() => toggling && handleToggleActive(toggling)}
        onCancel={close}
      />
    </section>
  );
}
