import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesReportEndpoints as endpoints } from '@/core/contracts/sales-report';
import { call } from '@/web/lib/api';

/** 売上日報 of a business day (YYYY-MM-DD), or without one the business day under way (the server knows when it starts). */
export function useDailyReport(date: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: ['sales-report', 'day', date],
    queryFn: ({ signal }) => call(endpoints.day, { query: date ? { date } : {}, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** 月報 of a month (YYYY-MM). */
export function useMonthlyReport(month: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['sales-report', 'month', month],
    queryFn: ({ signal }) => call(endpoints.month, { query: { month }, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

export const csvHref = (view: 'day' | 'month', value: string, encoding: 'utf8' | 'sjis') =>
  view === 'day'
    ? `/api/sales-report/day/csv?${new URLSearchParams({ date: value, encoding })}`
    : `/api/sales-report/month/csv?${new URLSearchParams({ month: value, encoding })}`;
