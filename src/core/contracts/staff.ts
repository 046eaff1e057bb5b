import { z } from 'zod';
import { permissionFlags } from '../permissions';
import { inviteStaffInput, roleSchema, updateStaffInput } from '../schemas/staff';
import { endpoint } from './endpoint';

/** 担当者管理 (/api/staff): admins only. */

const permissions = z.object(
  Object.fromEntries(permissionFlags.map((flag) => [flag, z.boolean().optional()])) as {
    [F in (typeof permissionFlags)[number]]: z.ZodOptional<z.ZodBoolean>;
  },
);

/** A member of the company: 招待中 until the invited member sets a password. */
export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  permissions,
  status: z.enum(['invited', 'active', 'inactive']),
  createdAt: z.string(),
});
export type StaffMember = z.output<typeof staffMember>;

/** A member as the list shows them: also what they approve (承認フロー), e.g. 請求書 1段目. */
export const staffListItem = staffMember.extend({ approves: z.array(z.string()) });
export type StaffListItem = z.output<typeof staffListItem>;
export type StaffRole = StaffMember['role'];

export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/staff',
    summary: '担当者の一覧',
    response: z.object({ items: z.array(staffListItem) }),
    errors: [],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/staff',
    summary: '担当者を招待する',
    body: inviteStaffInput,
    status: 201,
    response: staffMember,
    errors: ['EMAIL_TAKEN', 'MAIL_FAILED', 'MAIL_LIMIT_REACHED', 'TOO_MANY_RECIPIENTS'],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/staff/:id',
    summary: '担当者を変更する',
    body: updateStaffInput,
    response: staffMember,
    errors: ['NOT_FOUND', 'STAFF_RULE', 'SELF_MANAGER', 'NOTHING_TO_UPDATE'],
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/staff/:id/resend-invitation',
    summary: '招待メールを再送する',
    response: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND', 'NOT_INVITED', 'MAIL_FAILED', 'MAIL_LIMIT_REACHED', 'TOO_MANY_RECIPIENTS'],
  }),
};
