/** The replaced characters of X-Replaced-Characters (percent-encoded, space-separated), each once. */
function charactersOf(headers: Headers): string[] {
  try {
    return decodeURIComponent(headers.get('X-Replaced-Characters') ?? '')
      .split(' ')
      .filter(Boolean);
  } catch {
    // Unreadable names: the caller still tells what it can.
    return [];
  }
}

/**
 * What an export answers when Shift_JIS could not hold some characters and wrote 〓 instead
 * (X-Replaced-Count / -Characters / -Rows), as a message for the user; null when none were.
 */
export function replacedCharactersNotice(headers: Headers): { title: string; description: string } | null {
  const count = Number(headers.get('X-Replaced-Count') ?? 0);
  if (!(count > 0)) return null;
  const characters = charactersOf(headers);
  const rows = (headers.get('X-Replaced-Rows') ?? '').split(',').filter(Boolean);
  const shownRows = rows.length > 10 ? `${rows.slice(0, 10).join('・')}ほか` : rows.join('・');
  const where = rows.length > 0 ? `（${shownRows}行目）` : '';
  const which = characters.length > 0 ? `置き換えた文字: ${characters.join(' ')}${where}。` : '';
  return {
    title: `Shift_JISで表せない文字${count.toLocaleString('ja-JP')}件を「〓」に置き換えました`,
    description: `${which}元の文字が必要な場合はUTF-8で出力してください。`,
  };
}

/**
 * What a PDF answers when the embedded font lacks some characters (emoji, symbols) and printed
 * 〓 instead (X-Replaced-Characters, no count), as a message for the user; null when none were.
 */
export function pdfReplacedCharactersNotice(headers: Headers): { title: string; description: string } | null {
  if (headers.has('X-Replaced-Count')) return null;
  const characters = charactersOf(headers);
  if (characters.length === 0) return null;
  return {
    title: 'PDFのフォントにない文字を「〓」で印字しました',
    description: `置き換えた文字: ${characters.join(' ')}。帳票の内容をほかの文字に書き換えると、そのまま印字されます。`,
  };
}
