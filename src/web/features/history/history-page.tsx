import { useSearchParams } from 'react-router';
import { adminEndpoints } from '@/core/contracts/admin';
import { historyEndpoints } from '@/core/contracts/history';
import { historyQuery } from '@/core/schemas/history';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { zodFieldErrors } from '@/web/lib/form';
import { defaultLimit, type HistoryFilters as Filters, filtersToParams, hasSearch, readFilters, useHistory } from './history-api';
import { HistoryFilters } from './history-filters';
import { HistoryTable } from './history-table';

/** 操作履歴 of the company: admins see everyone's entries, role user their own (decided by the API). */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // The API checks the same rule; checking here shows an inverted range beside the date and skips the request.
  const check = historyQuery.safeParse({ from: filters.from || undefined, to: filters.to || undefined });
  const errors = check.success ? {} : zodFieldErrors(check.error);
  const history = useHistory(historyEndpoints.list, filters, check.success);

  function handleChange(next: Partial<Filters>) {
    setParams(filtersToParams({ ...filters, ...next }), { replace: true });
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="操作履歴"
        description={
          hasSearch(filters)
            ? '条件に一致する操作を新しい順に表示しています。'
            : `最近の操作を新しい順に${filters.limit}件まで表示しています。`
        }
      />
      <HistoryFilters
        filters={filters}
        types={history.data?.types ?? []}
        errors={errors}
        onChange={handleChange}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
      />
      <HistoryTable
        rows={history.data?.items}
        isLoading={history.isFetching}
        error={history.error}
        emptyMessage={hasSearch(filters) ? '条件に一致する操作履歴はありません' : '操作履歴はまだありません'}
      />
    </section>
  );
}

/** The platform's own log (partners, companies, users) on /admin/history: the last entries, no filters. */
export function PlatformHistoryPage() {
  const history = useHistory(adminEndpoints.history, { type: '', from: '', to: '', limit: defaultLimit });
  return (
    <section className="flex flex-col gap-4">
      <PageHeader title="操作履歴" description={`プラットフォームでの最近の操作を新しい順に${defaultLimit}件まで表示しています。`} />
      <HistoryTable
        rows={history.data?.items}
        isLoading={history.isPending}
        error={history.error}
        emptyMessage="操作履歴はまだありません"
      />
    </section>
  );
}
