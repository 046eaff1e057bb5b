import { Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ReceivableRow } from '@/core/contracts/receivables';
import { todayInJapan } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import { agingBucketLabels, agingBuckets } from '@/core/payments';
import { isValidDay } from '@/core/schemas/common';
import { CsvExportMenu } from '@/web/components/ui/master-data/csv-export-menu';
import { Button } from '@/web/components/ui/primitives/button';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { CustomerReceivableCard } from './customer-receivable-card';
import { JournalExport } from './journal-export';
import { useReceivables } from './payments-api';

const yen = 'text-right tabular-nums whitespace-nowrap';
// Phones see the customer and what is owed; the buckets widen in as the screen does.
const bucketFrom = { notDue: 'md', days30: 'md', days60: 'lg', days90: 'lg', over90: 'md' } as const;

/** 売掛金: per customer, what is owed and how late, as of a day (基準日, default today); `?customer=` shows its invoices. */
export function ReceivablesPage() {
  const [params, setParams] = useSearchParams();
  const asOfParam = params.get('asOf') ?? '';
  const asOf = isValidDay(asOfParam) ? asOfParam : todayInJapan();
  const customerId = params.get('customer') ?? '';
  const receivables = useReceivables(asOf);

  function handleAsOf(value: string) {
    if (!isValidDay(value)) return;
    params.set('asOf', value);
    setParams(params, { replace: true });
  }

  const detailHref = (row: ReceivableRow) => {
    const next = new URLSearchParams(params);
    next.set('customer', row.customerId);
    return `?${next}`;
  };

  const columns: Column<ReceivableRow>[] = [
    {
      key: 'customer',
      header: '顧客',
      isRowHeader: true,
      className: 'min-w-36',
      cell: (r) => (
        <Link to={detailHref(r)} className="font-medium underline-offset-4 hover:underline">
          {r.customerName}
        </Link>
      ),
    },
    { key: 'invoiced', header: '請求額', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.invoiced) },
    { key: 'credited', header: '返品・値引き', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.credited) },
    { key: 'paid', header: '入金額', showFrom: 'xl', className: yen, cell: (r) => formatYen(r.paid) },
    { key: 'outstanding', header: '売掛残高', className: `${yen} font-medium`, cell: (r) => formatYen(r.outstanding) },
    { key: 'advance', header: '前受金', showFrom: 'sm', className: yen, cell: (r) => formatYen(r.advance) },
    ...agingBuckets.map(
      (bucket): Column<ReceivableRow> => ({
        key: bucket,
        header: agingBucketLabels[bucket],
        showFrom: bucketFrom[bucket],
        className: yen,
        cell: (r) => formatYen(r.aging[bucket]),
      }),
    ),
  ];

  const totals = receivables.data?.totals;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="売掛金"
        description="顧客ごとの未入金残高と、支払期限からの経過日数です。"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/payments">
                <Wallet aria-hidden />
                入金管理
              </Link>
            </Button>
            <CsvExportMenu exportHref={(encoding) => `/api/receivables/export?asOf=${asOf}&encoding=${encoding}`} />
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          id="receivables-as-of"
          label="基準日"
          type="date"
          className="w-44"
          defaultValue={asOf}
          onChange={(event) => handleAsOf(event.currentTarget.value)}
        />
        {totals && (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
            <Figure label="売掛残高" value={totals.outstanding} />
            <Figure label="前受金" value={totals.advance} />
            {agingBuckets.map((bucket) => (
              <Figure key={bucket} label={agingBucketLabels[bucket]} value={totals.aging[bucket]} />
            ))}
          </dl>
        )}
      </div>
      <DataTable
        label={`売掛金一覧（${formatDate(asOf)}現在）`}
        columns={columns}
        rows={receivables.data?.rows}
        rowKey={(r) => r.customerId}
        isLoading={receivables.isFetching}
        error={receivables.error}
        emptyMessage="未入金の請求書も前受金もありません。"
        onRetry={() => void receivables.refetch()}
      />
      {customerId && <CustomerReceivableCard customerId={customerId} asOf={asOf} />}
      <JournalExport today={todayInJapan()} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{formatYen(value)}</dd>
    </div>
  );
}
