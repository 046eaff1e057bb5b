import type { StaffStatus } from '@/core/schemas/staff';
import type { BadgeTone } from '@/web/components/ui/primitives/badge';
import type { SelectOption } from '@/web/components/ui/primitives/select';
import { roleLabel } from '@/web/lib/role-label';
import type { StaffRole } from './staff-api';

export const roleOptions: SelectOption[] = (['user', 'admin'] satisfies StaffRole[]).map((value) => ({ value, label: roleLabel(value) }));

export const statusTones: Record<StaffStatus, BadgeTone> = { invited: 'warning', active: 'success', inactive: 'neutral' };
