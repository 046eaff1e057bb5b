import { z } from 'zod';
import { permissionFlags } from '../permissions';
import { emailSchema } from './auth';
import { requiredText, strictKeys } from './common';

export const personNameSchema = requiredText('氏名', 50);

export const roleSchema = z.enum(['user', 'admin'], { error: '権限の種類は「一般」か「管理者」を選んでください' });

export const permissionsSchema = z.strictObject(
  Object.fromEntries(permissionFlags.map((f) => [f, z.boolean({ error: '権限の値が正しくありません' }).optional()])) as Record<
    (typeof permissionFlags)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `不明な権限があります: ${issue.keys.join(', ')}` : '権限の値が正しくありません',
  },
);

export const inviteStaffInput = z.strictObject(
  { name: personNameSchema, email: emailSchema, role: roleSchema, permissions: permissionsSchema },
  strictKeys,
);
export type InviteStaffInput = z.infer<typeof inviteStaffInput>;

export const updateStaffInput = z.strictObject(
  {
    name: personNameSchema.optional(),
    role: roleSchema.optional(),
    permissions: permissionsSchema.optional(),
    isActive: z.boolean().optional(),
  },
  strictKeys,
);
export type UpdateStaffInput = z.infer<typeof updateStaffInput>;

export type StaffStatus = 'invited' | 'active' | 'inactive';
export const staffStatusLabels: Record<StaffStatus, string> = { invited: '招待中', active: '有効', inactive: '無効' };
