import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { SearchBox } from '@/web/components/ui/primitives/search-box';
import { errorMessage } from '@/web/lib/api';
import { roleLabel } from '@/web/lib/role-label';
import { useMe } from '@/web/lib/session';
import { type AdminUser, useAdminUsers, useSendPasswordReset, useSetManager } from './admin-api';

/** ユーザー: everyone on the platform, searchable by name, e-mail or company. */
export function UsersPage() {
  const { data: me } = useMe();
  const [q, setQ] = useState('');
  const users = useAdminUsers(q);
  const sendReset = useSendPasswordReset();
  const setManager = useSetManager();
  const [toggling, setToggling] = useState<AdminUser | null>(null);

  function handleSendReset(user: AdminUser) {
    sendReset.mutate(user.id, {
      onSuccess: () => toast.success('パスワード再設定メールを送信しました'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  function handleToggleManager(user: AdminUser) {
    setManager.mutate(
      { id: user.id, isManager: !user.isManager },
      {
        onSuccess: () => toast.success('保存しました'),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setToggling(null),
      },
    );
  }

  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      isRowHeader: true,
      className: 'min-w-48',
      header: '氏名',
      cell: (u) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{u.name}</span>
          <span className="text-xs text-muted-foreground">{u.email}</span>
        </div>
      ),
    },
    { key: 'company', header: '会社', showFrom: 'md', className: 'min-w-36', cell: (u) => u.companyName ?? '—' },
    {
      key: 'role',
      header: '権限',
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          {u.isManager ? <Badge tone="info">マネージャー</Badge> : <Badge>{roleLabel(u.role)}</Badge>}
        </span>
      ),
    },
    { key: 'status', header: '状態', cell: (u) => <Badge tone={u.isActive ? 'success' : 'neutral'}>{u.isActive ? '有効' : '無効'}</Badge> },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right',
      cell: (u) => (
        <div className="flex justify-end gap-1.5">
          <Button variant="outline" size="sm" disabled={sendReset.isPending} onClick={() => handleSendReset(u)}>
            <KeyRound aria-hidden />
            パスワード再設定メール
          </Button>
          <Button variant="ghost" size="sm" disabled={u.id === me?.user.id} onClick={() => setToggling(u)}>
            {u.isManager ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
            {u.isManager ? 'マネージャーを外す' : 'マネージャーにする'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeader title="ユーザー" />
      <SearchBox
        id="user-search"
        label="ユーザーを検索"
        placeholder="氏名・メールアドレス・会社名で検索"
        value={q}
        onSearch={setQ}
        className="sm:max-w-sm"
      />
      <DataTable
        label="ユーザー一覧"
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.id}
        isLoading={users.isFetching}
        error={users.error}
        emptyMessage={q ? '条件に一致するユーザーはいません' : 'ユーザーはまだいません'}
      />
      <ConfirmDialog
        isOpen={toggling !== null}
        title={toggling?.isManager ? 'マネージャーを外しますか？' : 'マネージャーにしますか？'}
        description={
          toggling?.isManager
            ? `${toggling.name}さんは管理画面を使えなくなります。`
            : `${toggling?.name ?? ''}さんは管理画面（パートナー・会社・ユーザーの管理）を使えるようになります。`
        }
        confirmLabel={toggling?.isManager ? 'マネージャーを外す' : 'マネージャーにする'}
        isDestructive={toggling?.isManager}
        isPending={setManager.isPending}
        onConfirm={() => toggling && handleToggleManager(toggling)}
        onCancel={() => setToggling(null)}
      />
    </section>
  );
}
