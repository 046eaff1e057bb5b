import { Building, CalendarDays } from 'lucide-react';
import { formatDate } from '@/core/format';
import { Card, CardContent } from '@/web/components/ui/card';
import { useMe } from '@/web/lib/session';

/** Greeting only for now; the figures of the real dashboard come with their features. */
export function DashboardPage() {
  const { data: me } = useMe();
  const companyName = me?.company?.name;
  const userName = me?.user.name || 'ユーザー';
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-xl font-bold tracking-tight">ダッシュボード</h1>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            {companyName && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Building aria-hidden className="size-4" />
                <span>{companyName}</span>
              </p>
            )}
            <p className="text-lg font-semibold">ようこそ、{userName}さん</p>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-4" />
            <span>{formatDate(new Date())}</span>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
