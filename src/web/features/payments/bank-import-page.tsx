import { ArrowLeft, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ColumnMapping } from '@/core/bank/statement-line';
import type { BankStatementPreview } from '@/core/contracts/bank-statements';
import { formatYen } from '@/core/format';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { previewStatement, useConfirmStatement } from './bank-import-api';
import { BankLinesTable, type LineChoice } from './bank-lines-table';
import { BankMappingForm } from './bank-mapping-form';

/** Kept at first: lines with a proposal that is not a mere guess. */
function initialChoices(preview: BankStatementPreview): Record<string, LineChoice> {
  if (preview.kind !== 'lines') return {};
  return Object.fromEntries(
    preview.lines.map((l) => {
      const best = l.proposals[0];
      return [l.lineKey, { isKept: !!best && best.confidence !== 'low' && !l.importedPaymentId, proposal: best ? 0 : -1 }];
    }),
  );
}

/** 入金管理 → 明細取込: read a bank statement, review the proposed matches, confirm them in bulk. */
export function BankImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BankStatementPreview | null>(null);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const [error, setError] = useState('');
  const [isReading, setIsReading] = useState(false);
  const confirm = useConfirmStatement();

  async function read(target: File, mapping: ColumnMapping | null) {
    setIsReading(true);
    setError('');
    try {
      const next = await previewStatement(target, mapping);
      setPreview(next);
      setChoices(initialChoices(next));
    } catch (cause) {
      setPreview(null);
      setError(errorMessage(cause));
    } finally {
      setIsReading(false);
    }
  }

  const lines = preview?.kind === 'lines' ? preview.lines : [];
  const kept = lines.filter((l) => !l.importedPaymentId && choices[l.lineKey]?.isKept && (choices[l.lineKey]?.proposal ?? -1) >= 0);

  function handleConfirm() {
    const input = kept.map((l) => {
      const p = l.proposals[choices[l.lineKey]?.proposal ?? 0];
      if (!p) throw new Error('a kept line has a proposal');
      const allocations = p.allocations.map((a) => ({ documentId: a.documentId, amount: a.amount }));
      return {
        lineKey: l.lineKey,
        payment: {
          customerId: p.customerId,
          paymentDate: l.date,
          amount: l.amount,
          fee: p.fee,
          payerName: l.payerName.slice(0, 100),
          memo: '明細取込',
          allocations,
          // Each line's 消込 column showed its 前受金 before the user kept it.
          confirmAdvance: true,
        },
      };
    });
    confirm.mutate(
      { lines: input },
      {
        onSuccess: (result) => {
          toast.success(`${result.created}件の入金を登録しました${result.skipped ? `（取込済み ${result.skipped}件は除きました）` : ''}`);
          if (file) void read(file, null);
        },
        onError: (cause) => toast.error(errorMessage(cause)),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="明細取込"
        description="銀行の入出金明細（全銀協形式、ネットバンキングのCSV）を読み込み、入金を請求書・合計請求書に消し込みます。"
        actions={
          <Button variant="outline" asChild>
            <Link to="/payments">
              <ArrowLeft aria-hidden />
              入金管理へ戻る
            </Link>
          </Button>
        }
      />
      <div className="grid gap-2">
        <label htmlFor="statement-file" className="text-sm font-medium">
          明細ファイル
        </label>
        <input
          id="statement-file"
          type="file"
          accept=".csv,.txt,.dat,text/csv,text/plain"
          className="text-sm"
          onChange={(e) => {
            const next = e.currentTarget.files?.[0] ?? null;
            setFile(next);
            if (next) void read(next, null);
          }}
        />
        <p className="text-xs text-muted-foreground">
          全銀協 入出金取引明細、ANSER形式、住信SBIネット銀行・楽天銀行のCSV。その他のCSVは列の対応を指定して読み込めます。
        </p>
      </div>
      {isReading && <p className="text-sm text-muted-foreground">読み込み中...</p>}
      {error && <Alert>{error}</Alert>}
      {preview?.kind === 'needs-mapping' && file && (
        <BankMappingForm
          headers={preview.headers}
          sample={preview.sample}
          mapping={preview.mapping}
          isPending={isReading}
          onSubmit={(m) => void read(file, m)}
        />
      )}
      {preview?.kind === 'lines' && (
        <>
          <p className="text-sm">
            {preview.formatLabel}: 入金 {preview.lines.length}件{preview.debitCount > 0 && `（出金 ${preview.debitCount}件は対象外）`}
          </p>
          <BankLinesTable lines={lines} choices={choices} onChange={(key, choice) => setChoices((c) => ({ ...c, [key]: choice }))} />
          <div className="flex items-center gap-4">
            <Button onClick={handleConfirm} disabled={kept.length === 0 || confirm.isPending}>
              <Upload aria-hidden />
              {kept.length}件を確定
            </Button>
            <span className="text-sm text-muted-foreground">合計 {formatYen(kept.reduce((sum, l) => sum + l.amount, 0))}</span>
          </div>
        </>
      )}
    </div>
  );
}
