import { Building, CalendarDays } from 'lucide-react';
import type { Dashboard } from '@/core/contracts/dashboard';
import { formatDate } from '@/core/format';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { Card, CardContent } from '@/web/components/ui/primitives/card';
import { useMe } from '@/web/lib/session';
import { cn } from '@/web/lib/utils';
import { ActivityPanel } from './activity-panel';
import { ApprovalPanel } from './approval-panel';
import { useDashboard, useLiveDashboard } from './dashboard-api';
import { FigureCards } from './figure-cards';
import { MonthlyChart } from './monthly-chart';
import { OrdersPanel } from './orders-panel';
import { SetupPanel } from './setup-panel';

function Greeting({ companyName, userName }: { companyName: string | undefined; userName: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-0.5">
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
  );
}

function Skeleton() {
  return (
    <div aria-busy className="flex flex-col gap-4" role="status">
      <span className="sr-only">読み込み中...</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/** The panels for the areas the user may open; the API leaves the others null. */
function Panels({ data }: { data: Dashboard }) {
  const chart = data.invoices && <MonthlyChart monthly={data.invoices.monthly} today={data.today} />;
  const activity = data.activity && <ActivityPanel activity={data.activity} />;
  return (
    <>
      <SetupPanel setup={data.setup} />
      {/* A restaurant's day comes first: the orders before the paperwork. */}
      {data.orders && <OrdersPanel orders={data.orders} />}
      <FigureCards invoices={data.invoices} quotations={data.quotations} purchaseOrders={data.purchaseOrders} />
      {(chart || activity) && (
        <div className={cn('grid gap-4', chart && activity && 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start')}>
          {chart}
          {activity}
        </div>
      )}
    </>
  );
}

/** ダッシュボード: today's figures of every area the user may open, kept live by the event stream. */
export function DashboardPage() {
  const { data: me } = useMe();
  const isCompanyUser = Boolean(me?.company);
  const dashboard = useDashboard(isCompanyUser);
  useLiveDashboard();
  const { data, error, refetch } = dashboard;

  return (
    <section className="flex min-w-0 flex-col gap-5">
      <h1 className="text-xl font-bold tracking-tight">ダッシュボード</h1>
      <Greeting companyName={me?.company?.name} userName={me?.user.name || 'ユーザー'} />
      <ApprovalPanel />
      {/* With figures already on screen a failed refresh keeps them, under the message. */}
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      {data ? <Panels data={data} /> : isCompanyUser && !error && <Skeleton />}
    </section>
  );
}
