import { ScanLine } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { panel } from './diner-styles';

/** /mobile-order/ without a seat: the way in is the QR code on the table. */
export function ScanAgain() {
  return (
    <main className="flex flex-1 flex-col px-4 pt-4 pb-10">
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <span className="flex size-16 items-center justify-center rounded-full bg-sky-100 text-sky-600">
          <ScanLine aria-hidden className="size-8" />
        </span>
        <h2 className="text-lg font-bold">QRコードを読み取ってください</h2>
        <p className="text-sm leading-relaxed text-slate-600">
          お席に置いてあるQRコードを、スマートフォンのカメラでもう一度読み取ってください。
          <br />
          ご不明な点はお近くのスタッフにお声がけください。
        </p>
      </div>
    </main>
  );
}
