/**
 * Epson ePOS-Print XML (the documented protocol of the TM series printers with a network
 * interface): the print document, its SOAP envelope, the printer's address and its answer. Pure,
 * so the staff tablet builds what it sends and the tests check it against the published schema.
 */

export const eposNamespace = 'http://www.epson-pos.com/schemas/2011/03/epos-print';
const soapNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';

export type PaperWidth = 58 | 80;
/**
 * Characters of the printer's standard font (Font A, 12×24 dots) on a line, counted in half-width
 * columns: 48 on 80 mm paper (576 dots), 32 on 58 mm (384 dots). A full-width character takes two.
 */
export const paperColumns: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** `width` and `height`: the character scale, 1–8 (2 is double); `em`: bold. */
export type TextStyle = { width?: number; height?: number; em?: boolean; align?: 'left' | 'center' | 'right' };
/** One printed line, a blank feed, or the paper cut. */
export type PrintCommand = { type: 'text'; text: string; style?: TextStyle } | { type: 'feed'; lines: number } | { type: 'cut' };

/**
 * Columns a text takes on a Japanese printer: ASCII and half-width katakana one, anything else
 * (kanji, kana, full-width forms, and signs such as × or ※ which the Japanese code page prints
 * full-width) two.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += (code >= 0x20 && code <= 0x7e) || (code >= 0xff61 && code <= 0xff9f) ? 1 : 2;
  }
  return width;
}

/** Columns a line of the style has: a double-width text fits half as many. */
export const columnsFor = (paper: PaperWidth, style: TextStyle = {}) => Math.floor(paperColumns[paper] / (style.width ?? 1));

/** Splits a text into lines of at most `columns`, never inside a character. */
export function wrapText(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (displayWidth(line + ch) > columns) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  return [...lines, line];
}

/** `left` and `right` on one line, the space between them filled; a left side too long goes on lines of its own. */
export function spread(left: string, right: string, columns: number): string[] {
  const gap = columns - displayWidth(left) - displayWidth(right);
  if (gap >= 1) return [`${left}${' '.repeat(gap)}${right}`];
  const lines = wrapText(left, columns);
  return [...lines, `${' '.repeat(Math.max(0, columns - displayWidth(right)))}${right}`];
}

/** Wrapped text lines in one style: what a layout adds for each thing it prints. */
export function textLines(text: string, paper: PaperWidth, style: TextStyle = {}): PrintCommand[] {
  return wrapText(text, columnsFor(paper, style)).map((line) => ({ type: 'text', text: line, style }));
}

export const rule = (paper: PaperWidth): PrintCommand => ({ type: 'text', text: '-'.repeat(paperColumns[paper]) });

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Every line states its whole style: a text element's settings stay in force for the ones after it. */
function textElement({ text, style = {} }: { text: string; style?: TextStyle }): string {
  const attributes = {
    lang: 'ja',
    width: String(style.width ?? 1),
    height: String(style.height ?? 1),
    em: String(style.em ?? false),
    align: style.align ?? 'left',
  };
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<text${attributeText}>${escapeXml(text.replace(/[\r\n]+/g, ' '))}&#10;</text>`;
}

/** The `<epos-print>` document of the commands. */
export function eposDocument(commands: readonly PrintCommand[]): string {
  const children = commands.map((command) => {
    if (command.type === 'text') return textElement(command);
    if (command.type === 'feed') return `<feed line="${Math.max(1, Math.min(255, Math.round(command.lines)))}"/>`;
    return '<cut type="feed"/>';
  });
  return `<epos-print xmlns="${eposNamespace}">${children.join('')}</epos-print>`;
}

/** What is POSTed to the printer: the document in a SOAP 1.1 envelope. */
export function eposRequestBody(commands: readonly PrintCommand[]): string {
  return `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${soapNamespace}"><s:Body>${eposDocument(commands)}</s:Body></s:Envelope>`;
}

/** The printer's ePOS-Print service; the page's own scheme, so an https page reaches it over https. */
export function eposServiceUrl(
  printer: { host: string; deviceId: string },
  { protocol = 'http:', timeoutMs = 10_000 }: { protocol?: string; timeoutMs?: number } = {},
) {
  const scheme = protocol === 'https:' ? 'https' : 'http';
  const query = new URLSearchParams({ devid: printer.deviceId, timeout: String(timeoutMs) });
  return `${scheme}://${printer.host}/cgi-bin/epos/service.cgi?${query}`;
}

/** The printer's `<response success="…" code="…">`; anything else is no answer from a printer. */
export function parseEposResponse(xml: string): { success: boolean; code: string } | null {
  const element = /<(?:\w+:)?response\b([^>]*)>/.exec(xml)?.[1];
  if (element === undefined) return null;
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
  return { success: attribute('success') === 'true', code: attribute('code') ?? '' };
}
