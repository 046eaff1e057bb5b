import { type ApprovalStatus, approvalStatusLabels } from '@/core/approvals';
import { Badge, type BadgeTone } from '@/web/components/ui/primitives/badge';

const tones: Record<ApprovalStatus, BadgeTone> = { none: 'neutral', pending: 'warning', rejected: 'danger', approved: 'success' };

/** 承認待ち, 差戻し or 承認済み of a draft; nothing for a document without an application. */
export function ApprovalBadge({ status, className }: { status: ApprovalStatus; className?: string }) {
  if (status === 'none') return null;
  return (
    <Badge tone={tones[status]} className={className}>
      {approvalStatusLabels[status]}
    </Badge>
  );
}
