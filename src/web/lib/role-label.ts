import { isAdminRole } from '@/core/permissions';

/** 権限 as the screens name it: any role above `user` is an administrator. */
export function roleLabel(role: string | null | undefined): '管理者' | '一般' {
  return isAdminRole(role) ? '管理者' : '一般';
}
