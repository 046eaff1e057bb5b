import { useState } from 'react';
import { toast } from 'sonner';
import type { OemType } from '@/core/permissions';
import { inviteStaffInput, updateStaffInput } from '@/core/schemas/staff';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { RadioGroupField } from '@/web/components/ui/radio-group';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';
import { PermissionFields, readPermissions } from './permission-fields';
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
  const mutation = member ? update : invite;
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(form: HTMLFormElement) {
    const values = formValues(form, ['name', 'email', 'role'] as const);
    const fields = { name: values.name, role: isSelf ? undefined : values.role || undefined, permissions: readPermissions(form) };
    const onError = (error: unknown) => setErrors(apiFieldErrors(error));
    if (member) {
      const parsed = updateStaffInput.safeParse(fields);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      setErrors({});
      update.mutate({ id: member.id, input: parsed.data }, { onSuccess: () => done('保存しました'), onError });
    } else {
      const parsed = inviteStaffInput.safeParse({ ...fields, email: values.email, role: values.role || undefined });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      setErrors({});
      invite.mutate(parsed.data, { onSuccess: () => done('招待メールを送信しました'), onError });
    }
  }

  function done(message: string) {
    toast.success(message);
    onClose();
  }

  return (
    <FormDialog
      title={member ? '担当者の編集' : '担当者を招待'}
      description={member ? member.email : '招待メールのリンクからパスワードを設定すると、ログインできるようになります。'}
      submitLabel={member ? '保存' : '招待メールを送信'}
      pendingLabel={member ? '保存中...' : '送信中...'}
      isPending={mutation.isPending}
      error={mutation.error}
      onSubmit={handleSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <TextField id="staff-name" name="name" label="氏名" defaultValue={member?.name} error={errors.name} autoComplete="off" />
      {!member && (
        <TextField
          id="staff-email"
          name="email"
          type="email"
          label="メールアドレス"
          inputMode="email"
          autoComplete="off"
          error={errors.email}
        />
      )}
      <RadioGroupField
        name="role"
        legend="権限の種類"
        options={roleOptions}
        defaultValue={member?.role ?? 'user'}
        isDisabled={isSelf}
        error={errors.role}
        hint={isSelf ? '自分自身の権限の種類は変更できません。' : '管理者は担当者管理と設定も利用できます。'}
      />
      <PermissionFields idPrefix="staff-permission" defaultValue={member?.permissions} oemType={oemType} error={errors.permissions} />
    </FormDialog>
  );
}
