import { useSearchParams } from 'react-router';
import { isPlainDate } from '@/core/calendar';
import { todayInJapan } from '@/core/documents';
import { CsvExportMenu } from '@/web/components/ui/master-data/csv-export-menu';
import { RetryAlert } from '@/web/components/ui/primitives/alert';
import { LinkTabs } from '@/web/components/ui/primitives/link-tabs';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { DailyView } from './daily-view';
import { MonthlyView } from './monthly-view';
import { csvHref, useDailyReport, useMonthlyReport } from './sales-report-api';

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const tabs = [
  { to: '/order/report', label: '日報' },
  { to: '/order/report?view=month', label: '月報' },
] as const;

function Loading() {
  return (
    <div aria-busy className="flex flex-col gap-4" role="status">
      <span className="sr-only">読み込み中...</span>
      <div className="h-28 animate-pulse rounded-xl bg-muted" />
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/**
 * 売上日報 / 月報 (/order/report): a restaurant's business day or month from its stored 会計 and
 * visits, with charts and a CSV. The business day starts at the hour the ordering hours set.
 */
export function SalesReportPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInJapan();
  const view = params.get('view') === 'month' ? 'month' : 'day';
  const asked = params.get('date');
  const day = useDailyReport(asked, view === 'day' && (asked === null || isPlainDate(asked)));
  const date = asked ?? day.data?.date ?? today;
  const month = params.get('month') ?? today.slice(0, 7);
  const isValid = view === 'day' ? isPlainDate(date) : isMonth(month);
  const monthly = useMonthlyReport(month, view === 'month' && isValid);
  const query = view === 'day' ? day : monthly;
  const startHour = (view === 'day' ? day.data?.startHour : monthly.data?.startHour) ?? 0;
  const set = (key: 'date' | 'month', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(key, value);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={view === 'day' ? '売上日報' : '月報'}
        description={`会計済みのお会計から集計しています（営業日は${startHour}時から翌${startHour}時まで）。`}
        actions={isValid && <CsvExportMenu exportHref={(encoding) => csvHref(view, view === 'day' ? date : month, encoding)} />}
      />
      <LinkTabs label="売上日報の表示" tabs={tabs} />
      <div className="flex flex-wrap items-end gap-4">
        {view === 'day' ? (
          <TextField
            id="report-date"
            label="営業日"
            type="date"
            className="w-44"
            value={date}
            error={isValid ? undefined : '日付を選んでください'}
            onChange={(event) => set('date', event.currentTarget.value)}
          />
        ) : (
          <TextField
            id="report-month"
            label="月"
            type="month"
            className="w-44"
            value={month}
            error={isValid ? undefined : '月を選んでください'}
            onChange={(event) => set('month', event.currentTarget.value)}
          />
        )}
      </div>
      {query.error ? (
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : view === 'day' ? (
        day.data ? (
          <DailyView report={day.data} />
        ) : (
          isValid && <Loading />
        )
      ) : monthly.data ? (
        <MonthlyView report={monthly.data} />
      ) : (
        isValid && <Loading />
      )}
    </div>
  );
}
