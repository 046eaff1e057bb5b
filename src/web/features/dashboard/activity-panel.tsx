import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@/core/contracts/dashboard';
import { formatDate } from '@/core/format';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';

type ActivityEntry = NonNullable<Dashboard['activity']>[number];

function Entry({ entry }: { entry: ActivityEntry }) {
  const target = entry.targetLabel || '表示';
  return (
    <li className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{entry.label}</span>
        {entry.link ? (
          <Link
            to={entry.link}
            className="min-w-0 break-all underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground"
          >
            {target}
          </Link>
        ) : (
          entry.targetLabel && <span className="min-w-0 break-all">{entry.targetLabel}</span>
        )}
      </div>
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <time dateTime={entry.timestamp} className="tabular-nums">
          {formatDate(entry.timestamp, true)}
        </time>
        {entry.userName && <span>{entry.userName}</span>}
      </p>
    </li>
  );
}

/** 「最近の操作」: the latest entries of the operation log the user may read. */
export function ActivityPanel({ activity }: { activity: ActivityEntry[] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="px-5 pt-5">
        <CardTitle className="text-base">最近の操作</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 px-5 pt-4 pb-5">
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">操作履歴はまだありません</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {activity.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="px-5 py-3">
        <Link to="/history" className="flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          操作履歴をすべて見る
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
