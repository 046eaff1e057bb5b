import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type AccountingPackage, accountingPackageLabels, accountingPackages } from '@/core/accounting';
import { addMonths, endOfMonth, plainDate, startOfMonth } from '@/core/calendar';
import { isValidDay } from '@/core/schemas/common';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { replacedCharactersNotice } from '@/web/lib/replaced-characters';

const packageOptions = [
  { value: '', label: '設定の会計ソフト' },
  ...accountingPackages.map((p) => ({ value: p, label: accountingPackageLabels[p] })),
];

/** The month before `today` (YYYY-MM-DD): the period an accountant closes. */
function lastMonth(today: string): { from: string; to: string } {
  const first = addMonths(startOfMonth(plainDate(today)), -1);
  return { from: first, to: endOfMonth(first) };
}

/**
 * 仕訳CSV: the period's invoices, 合計請求書, 返品・値引き and payments as journal entries in the import layout
 * of freee会計, マネーフォワード クラウド会計 or 弥生会計 (設定 › 会計連携 chooses it and the accounts).
 */
export function JournalExport({ today }: { today: string }) {
  const [period, setPeriod] = useState(() => lastMonth(today));
  const [pkg, setPkg] = useState<AccountingPackage | ''>('');
  const [withDaySales, setWithDaySales] = useState(false);
  const [isPending, setPending] = useState(false);
  const isValid = isValidDay(period.from) && isValidDay(period.to) && period.from <= period.to;

  async function handleDownload() {
    setPending(true);
    try {
      const query = new URLSearchParams({ ...period, ...(pkg ? { package: pkg } : {}), ...(withDaySales ? { daySales: '1' } : {}) });
      const headers = await downloadFile(`/api/receivables/accounting-export?${query}`, 'journal.csv');
      const notice = replacedCharactersNotice(headers);
      if (notice) toast.warning(notice.title, { description: notice.description });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="journal-export-title">
      <CardHeader>
        <CardTitle id="journal-export-title">会計ソフト用の仕訳CSV</CardTitle>
        <CardDescription>
          期間内の請求書・合計請求書（売掛金／売上高）、返品・値引き、入金（普通預金・支払手数料／売掛金）の仕訳です。
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <TextField
          id="journal-from"
          label="開始日"
          type="date"
          className="w-44"
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
        />
        <TextField
          id="journal-to"
          label="終了日"
          type="date"
          className="w-44"
          value={period.to}
          error={period.from > period.to ? '終了日は開始日以降の日付にしてください' : undefined}
          onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
        />
        <SelectField
          id="journal-package"
          label="会計ソフト"
          className="w-64"
          options={packageOptions}
          value={pkg}
          onChange={(event) => setPkg(event.currentTarget.value as AccountingPackage | '')}
        />
        <CheckboxField
          id="journal-day-sales"
          className="w-full"
          label="店舗売上（会計）を含める"
          description="営業日ごとの会計を、現金・売掛金（カード・QR決済・その他）／売上高（税率別）の仕訳にします。"
          checked={withDaySales}
          onChange={(event) => setWithDaySales(event.currentTarget.checked)}
        />
        <Button variant="outline" disabled={!isValid || isPending} onClick={() => void handleDownload()}>
          <FileSpreadsheet aria-hidden />
          {isPending ? '出力中...' : '仕訳CSVを出力'}
        </Button>
      </CardContent>
    </Card>
  );
}
