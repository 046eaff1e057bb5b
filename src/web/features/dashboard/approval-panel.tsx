import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { kindInfo } from '@/core/documents';
import { accessSubjectOf, approvalQueueArea, checkAccess } from '@/core/permissions';
import { Card, CardContent } from '@/web/components/ui/primitives/card';
import { useMe } from '@/web/lib/session';
import { useApprovalCount } from './dashboard-api';

/** 承認待ち: how many documents wait for the member's step, by kind; nothing when none do. */
export function ApprovalPanel() {
  const { data: me } = useMe();
  const mayOpen = Boolean(me?.company && checkAccess(accessSubjectOf(me.user, me.oem), approvalQueueArea.path).allowed);
  const { data } = useApprovalCount(mayOpen);
  if (!data || data.total === 0) return null;
  return (
    <Card className="border-amber-600/30">
      <CardContent className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <ListChecks aria-hidden className="size-6 text-amber-600" />
          <div className="grid gap-0.5">
            <p className="font-semibold">
              承認待ち <span className="tabular-nums">{data.total}</span>件
            </p>
            <p className="text-sm text-muted-foreground">{data.counts.map((c) => `${kindInfo[c.kind].title} ${c.count}件`).join('・')}</p>
          </div>
        </div>
        <Link to={approvalQueueArea.path} className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          承認待ちを開く
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
