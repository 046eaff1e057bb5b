import { toast } from 'sonner';
import type { OemType } from '@/core/permissions';
import { type InviteStaffInput, inviteStaffInput, updateStaffInput } from '@/core/schemas/staff';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { PermissionFields } from './permission-fields';
import { type StaffMember, useInviteStaff, useUpdateStaff } from './staff-api';
import { roleOptions } from './staff-labels';

type StaffFormDialogProps = {
  /** Absent: invite a new member. Present: edit that member (e-mail is not editable here). */
  member?: StaffMember;
  /** The signed-in admin editing their own row: their role is fixed (the server refuses too). */
  isSelf?: boolean;
  oemType: OemType | null;
  onClose: () => void;
};

export function StaffFormDialog({ member, isSelf = false, oemType, onClose }: StaffFormDialogProps) {
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  // The own role's radios are disabled, so the form leaves it out (the server refuses a change too).
  const form = useSchemaForm({
    schema: member ? updateStaffInput : inviteStaffInput,
    defaultValues: { name: member?.name, role: member?.role ?? 'user' },
    onSubmit: async (input) => {
      if (member) await update.mutateAsync({ id: member.id, input });
      // Without a member the schema is inviteStaffInput, so the checked values are its output.
      else await invite.mutateAsync(input as InviteStaffInput);
      toast.success(member ? '保存しました' : '招待メールを送信しました');
      onClose();
    },
  });

  return (
    <FormDialog
      title={member ? '担当者の編集' : '担当者を招待'}
      description={member ? member.email : '招待メールのリンクからパスワードを設定すると、ログインできるようになります。'}
      submitLabel={member ? '保存' : '招待メールを送信'}
      pendingLabel={member ? '保存中...' : '送信中...'}
      form={form}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <TextField {...form.field('name')} id="staff-name" label="氏名" autoComplete="off" />
      {!member && (
        <TextField {...form.field('email')} id="staff-email" type="email" label="メールアドレス" inputMode="email" autoComplete="off" />
      )}
      <RadioGroupField
        {...form.field('role')}
        legend="権限の種類"
        options={roleOptions}
        isDisabled={isSelf}
        hint={isSelf ? '自分自身の権限の種類は変更できません。' : '管理者は担当者管理と設定も利用できます。'}
      />
      <PermissionFields idPrefix="staff-permission" defaultValue={member?.permissions} oemType={oemType} form={form} />
    </FormDialog>
  );
}
