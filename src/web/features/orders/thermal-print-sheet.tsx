import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { type PaperWidth, type PrintCommand, paperColumns } from '@/core/printing/epos-print';

type Sheet = { commands: readonly PrintCommand[]; paper: PaperWidth } | null;

let current: Sheet = null;
const watchers = new Set<() => void>();
const setSheet = (sheet: Sheet) => {
  current = sheet;
  for (const watch of watchers) watch();
};
const subscribe = (watch: () => void) => {
  watchers.add(watch);
  return () => watchers.delete(watch);
};

/**
 * Prints a ticket or receipt with the browser's print dialog, on any printer: the same lines
 * as the thermal printer's, laid out on paper of its width (the fallback when no ePOS-Print
 * printer is set up or it is away).
 */
export function printInBrowser(commands: readonly PrintCommand[], paper: PaperWidth = 80) {
  setSheet({ commands, paper });
}

/** One column of Font A in millimetres: 48 columns on the 72 mm printable width of 80 mm paper. */
const columnMm = 1.5;

const sheetCss = (paper: PaperWidth) => `
[data-thermal-sheet] { display: none; }
@media print {
  @page { size: ${paper}mm auto; margin: 0; }
  #root { display: none !important; }
  body { background: #fff !important; }
  [data-thermal-sheet] { display: block; width: ${paperColumns[paper] * columnMm}mm; margin: 0 auto; color: #000;
    font-family: 'Noto Sans Mono CJK JP', 'Noto Sans JP', monospace; }
  [data-thermal-sheet] p { margin: 0; white-space: pre; line-height: 1.25; }
}`;

/** Mounted once in the staff screens: shows the sheet to the print dialog, and only to it. */
export function ThermalPrintSheet() {
  const sheet = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    if (!sheet) return;
    const done = () => setSheet(null);
    window.addEventListener('afterprint', done, { once: true });
    const frame = window.requestAnimationFrame(() => window.print());
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [sheet]);

  if (!sheet) return null;
  return createPortal(
    <div data-thermal-sheet="" aria-hidden>
      <style>{sheetCss(sheet.paper)}</style>
      {sheet.commands.map((command, index) =>
        command.type === 'text' ? (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a printed sheet never move.
            key={index}
            style={{
              fontSize: `${columnMm * 2 * (command.style?.width ?? 1)}mm`,
              fontWeight: command.style?.em ? 700 : 400,
              textAlign: command.style?.align ?? 'left',
            }}
          >
            {command.text || ' '}
          </p>
        ) : command.type === 'feed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={index} style={{ height: `${command.lines * 4}mm` }} />
        ) : null,
      )}
    </div>,
    document.body,
  );
}
