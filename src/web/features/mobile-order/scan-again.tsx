import { ScanLine } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { panel } from './diner-styles';
import { useDinerText } from './i18n/diner-language';

/** /mobile-order/ without a seat: the way in is the QR code on the table. */
export function ScanAgain() {
  const { t } = useDinerText();
  return (
    <main className="flex flex-1 flex-col px-4 pt-4 pb-10">
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <span className="flex size-16 items-center justify-center rounded-full bg-sky-100 text-sky-600">
          <ScanLine aria-hidden className="size-8" />
        </span>
        <h2 className="text-lg font-bold">{t.scan.title}</h2>
        <p className="text-sm leading-relaxed text-slate-600">
          {t.scan.body1}
          <br />
          {t.scan.body2}
        </p>
      </div>
    </main>
  );
}
