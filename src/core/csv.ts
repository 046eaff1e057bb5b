/** CSV as Excel writes and reads it (RFC 4180: quotes, doubled quotes, CRLF, BOM). */

export function parseCsv(text: string): string[][] {
  return parseCsvSlice(text).rows;
}

export type CsvSlice = { rows: string[][]; next: number | null };

/**
 * Up to `maxRows` records read from `start`; `next` is where the following slice begins
 * (null at the end). A long file can then be read a slice at a time, yielding in between.
 */
export function parseCsvSlice(input: string, start = 0, maxRows = Number.POSITIVE_INFINITY): CsvSlice {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const done = (next: number | null) => ({ rows: rows.filter((r) => r.some((f) => f.trim() !== '')), next });
  for (let i = start === 0 && input.charCodeAt(0) === 0xfeff ? 1 : start; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (rows.length >= maxRows && i + 1 < input.length) return done(i + 1);
    } else field += c;
  }
  if (quoted) throw new Error('引用符 (") が閉じられていません');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return done(null);
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * CSV injection: Excel and LibreOffice run a text cell beginning with = + - @ (or TAB/CR
 * before one) as a formula, so a customer named `=HYPERLINK(...)` would act when the file
 * is opened. Such text cells get a leading `'`. Text already beginning with `'` before one
 * of them gets one more, so `restoreFormulaText` can undo exactly what was added.
 * Numbers are written as numbers (a -1000 amount stays a number) and never prefixed.
 */
const formulaStart = /^'*[=+\-@\t\r]/;
export const neutraliseFormulaText = (text: string) => (formulaStart.test(text) ? `'${text}` : text);
/** The inverse for imports: drops the one `'` an export added. */
export const restoreFormulaText = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function cellText(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? String(v) : neutraliseFormulaText(v);
}

/** With a BOM so that Excel opens UTF-8 correctly. */
export function toCsv(rows: (string | number | null | undefined)[][], { bom = true } = {}): string {
  const body = rows.map((r) => r.map((v) => quote(cellText(v))).join(',')).join('\r\n');
  return `${bom ? '\ufeff' : ''}${body}\r\n`;
}
