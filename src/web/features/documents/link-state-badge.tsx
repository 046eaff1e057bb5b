import { type LinkState, linkStateLabels } from '@/core/document-links';
import { Badge, type BadgeTone } from '@/web/components/ui/primitives/badge';

const tones: Record<Exclude<LinkState, 'none'>, BadgeTone> = { sent: 'neutral', opened: 'info', received: 'success' };

/** Web送付: 送付済み → 開封済み → 受領済み; nothing for a document never sent by link. */
export function LinkStateBadge({ state, className }: { state: LinkState | undefined; className?: string }) {
  if (!state || state === 'none') return null;
  return (
    <Badge tone={tones[state]} className={className} title="Web送付">
      {linkStateLabels[state]}
    </Badge>
  );
}
