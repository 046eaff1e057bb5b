import { type DisplayStatus, statusLabels } from '@/core/documents';
import { Badge, type BadgeTone } from '@/web/components/ui/primitives/badge';

// Finished outcomes read as done, 期限超過 as a problem, 下書き as not yet real.
const tones: Record<DisplayStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  sent: 'info',
  accepted: 'success',
  lost: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  delivered: 'success',
  settled: 'success',
  overdue: 'danger',
};

/** A document's status as the lists and the detail page show it (期限超過 included). */
export function DocumentStatusBadge({ status, className }: { status: DisplayStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} className={className}>
      {statusLabels[status]}
    </Badge>
  );
}
