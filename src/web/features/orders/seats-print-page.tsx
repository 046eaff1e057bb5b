import { ArrowLeft, Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/session';
import { QrSheet } from './qr-sheet';
import { useSeats } from './seats-api';

// Printing shows only the sheet: the app (header, sidebar, this toolbar) is hidden on paper.
const printCss = `
[data-print-sheet] { display: none; }
@page { size: A4; margin: 10mm; }
@media print {
  #root { display: none !important; }
  body { background: #fff !important; }
  [data-print-sheet] { display: block; }
}`;

/** 印刷用QRシート (/order/seats/print): every seat's QR code with the seat and store names, on A4. */
export function SeatsPrintPage() {
  const { data: me } = useMe();
  const seats = useSeats();
  const storeName = me?.company?.storeName || me?.company?.name || '';
  const rows = seats.data ?? [];

  return (
    <section className="flex flex-col gap-6">
      <style>{printCss}</style>
      <PageHeader
        title="印刷用QRシート"
        description="A4用紙に12席ずつ印刷されます。切り取ってテーブルに置いてください。"
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/order/seats">
                <ArrowLeft aria-hidden />
                座席設定に戻る
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={rows.length === 0}>
              <Printer aria-hidden />
              印刷
            </Button>
          </>
        }
      />
      {seats.error ? <Alert>{errorMessage(seats.error)}</Alert> : null}
      {seats.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">座席がまだありません</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-slate-100 p-4 dark:bg-slate-800">
          <div className="mx-auto w-[210mm] bg-white p-[10mm] shadow-md">
            <QrSheet seats={rows} storeName={storeName} />
          </div>
        </div>
      )}
      {rows.length > 0 &&
        createPortal(
          <div data-print-sheet>
            <QrSheet seats={rows} storeName={storeName} />
          </div>,
          document.body,
        )}
    </section>
  );
}
