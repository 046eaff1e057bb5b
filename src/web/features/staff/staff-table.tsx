import { MailPlus, Pencil, UserCheck, UserX } from 'lucide-react';
import type { OemType } from '@/core/permissions';
import { staffStatusLabels } from '@/core/schemas/staff';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { roleLabel } from '@/web/lib/role-label';
import { grantedAreas } from './permission-fields';
import type { StaffListItem, StaffMember } from './staff-api';
import { statusTones } from './staff-labels';

export type StaffAction = 'edit' | 'toggle-active' | 'resend';

type StaffTableProps = {
  rows: StaffListItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  currentUserId: string | undefined;
  oemType: OemType | null;
  onAction: (action: StaffAction, member: StaffMember) => void;
};

export function StaffTable({ rows, isLoading, error, currentUserId, oemType, onAction }: StaffTableProps) {
  const columns: Column<StaffListItem>[] = [
    {
      key: 'name',
      isRowHeader: true,
      className: 'min-w-56',
      header: '氏名',
      cell: (m) => (
        <div className="grid gap-0.5">
          <span className="font-medium">
            {m.name}
            {m.id === currentUserId && <span className="ml-1.5 text-xs font-normal text-muted-foreground">(あなた)</span>}
          </span>
          <span className="text-xs text-muted-foreground">{grantedAreas(m.permissions, oemType) || '利用できる機能なし'}</span>
        </div>
      ),
    },
    { key: 'email', header: 'メールアドレス', showFrom: 'md', className: 'whitespace-nowrap', cell: (m) => m.email },
    { key: 'role', header: '権限', showFrom: 'sm', cell: (m) => roleLabel(m.role), className: 'whitespace-nowrap' },
    {
      key: 'approves',
      header: '承認者',
      showFrom: 'lg',
      cell: (m) =>
        m.approves.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {m.approves.map((role) => (
              <Badge key={role} tone="info">
                {role}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      key: 'status',
      header: '状態',
      className: 'whitespace-nowrap',
      cell: (m) => <Badge tone={statusTones[m.status]}>{staffStatusLabels[m.status]}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right',
      cell: (m) => <RowActions member={m} isSelf={m.id === currentUserId} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      label="担当者一覧"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      isLoading={isLoading}
      error={error}
      emptyMessage="担当者はまだいません"
    />
  );
}

type RowActionsProps = { member: StaffMember; isSelf: boolean; onAction: StaffTableProps['onAction'] };

function RowActions({ member, isSelf, onAction }: RowActionsProps) {
  const isInactive = member.status === 'inactive';
  return (
    <div className="flex justify-end gap-1.5">
      {member.status === 'invited' && (
        <Button variant="ghost" size="sm" onClick={() => onAction('resend', member)}>
          <MailPlus aria-hidden />
          招待メールを再送
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => onAction('edit', member)}>
        <Pencil aria-hidden />
        編集
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={isSelf}
        title={isSelf ? '自分自身を無効にすることはできません' : undefined}
        onClick={() => onAction('toggle-active', member)}
      >
        {isInactive ? <UserCheck aria-hidden /> : <UserX aria-hidden />}
        {isInactive ? '有効にする' : '無効にする'}
      </Button>
    </div>
  );
}
