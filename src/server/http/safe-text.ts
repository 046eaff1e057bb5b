/**
 * Characters no business text contains: C0 controls, DEL, C1 controls, and UTF-16 surrogates
 * without their pair (PostgreSQL refuses NUL and invalid UTF-8, so they would otherwise fail
 * deep inside a query as a 500). Multi-line fields keep TAB, LF and CR; a URL never needs them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const anyControl = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlExceptLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !controlExceptLineBreaks.test(text) && !loneSurrogate.test(text);
const isSafeUrlPart = (text: string) => !anyControl.test(text) && !loneSurrogate.test(text);

/** decodeURIComponent, or undefined for malformed escapes (`%ZZ`, a cut `%E3%81`, an encoded surrogate). */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Whether every path segment and every query key and value decodes to text without controls. */
export function isSafeUrl(url: string): boolean {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const decoded = decodePart(segment);
    if (decoded === undefined || !isSafeUrlPart(decoded)) return false;
  }
  for (const pair of search.slice(1).split('&')) {
    for (const part of pair.split('=')) {
      const decoded = decodePart(part.replace(/\+/g, ' '));
      if (decoded === undefined || !isSafeUrlPart(decoded)) return false;
    }
  }
  return true;
}

/** No form of the API nests deeper than a document's lines; anything far deeper is not ours. */
export const maxJsonDepth = 32;
export type JsonProblem = 'unsafe-text' | 'proto-key' | 'too-deep';

/**
 * The first problem of a parsed JSON body, walked without recursion so a deeply nested body
 * cannot overflow the stack. `__proto__` survives JSON.parse as an own key; spread or assigned
 * elsewhere it could set a prototype, so it is refused outright.
 */
export function jsonProblem(root: unknown): JsonProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return 'unsafe-text';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxJsonDepth) return 'too-deep';
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') return 'proto-key';
      if (!isSafeText(key)) return 'unsafe-text';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
