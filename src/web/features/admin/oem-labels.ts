import type { OemType } from '@/core/permissions';
import type { SelectOption } from '@/web/components/ui/primitives/select';

export const oemTypeLabels: Record<OemType, string> = { standard: '標準', 'mobile-order': 'モバイルオーダー' };

export const oemTypeOptions: SelectOption[] = [
  { value: 'standard', label: '標準（バックオフィス）' },
  { value: 'mobile-order', label: 'モバイルオーダー（飲食店）' },
];
