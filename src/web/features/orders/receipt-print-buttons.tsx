import { Printer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/primitives/button';
import { usePrintActions } from './print-actions';
import { printInBrowser } from './thermal-print-sheet';

/**
 * レシート印刷 of a seat's issued receipt: to the receipt printer (a failure is kept for 再印刷 on
 * 注文確認), or through the browser's print dialog on any printer, in the same layout.
 */
export function ReceiptPrintButtons({ receiptId }: { receiptId: string }) {
  const actions = usePrintActions();
  const [isPrinting, setPrinting] = useState(false);

  async function handlePrint() {
    setPrinting(true);
    try {
      const error = await actions.printReceipt(receiptId);
      if (error) toast.error(`レシート: ${error}`);
      else toast.success('レシートを印刷しました');
    } finally {
      setPrinting(false);
    }
  }

  async function handleBrowserPrint() {
    const { printer, commands } = await actions.receiptDocument(receiptId);
    printInBrowser(commands, printer?.paperWidth ?? 80);
  }

  return (
    <>
      <Button variant="outline" onClick={() => void handleBrowserPrint()}>
        ブラウザで印刷
      </Button>
      <Button variant="outline" disabled={isPrinting} onClick={() => void handlePrint()}>
        <Printer aria-hidden />
        {isPrinting ? '印刷中…' : 'レシートを印刷'}
      </Button>
    </>
  );
}
