/** A rough 「Chrome (Windows)」 from a user agent string: enough to recognise one's own devices. */

const browsers: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const find = (rules: [RegExp, string][], ua: string) => rules.find(([pattern]) => pattern.test(ua))?.[1];

export function describeUserAgent(ua: string | null | undefined): { browser: string; system: string | null; isMobile: boolean } {
  const text = ua ?? '';
  const browser = find(browsers, text) ?? '不明なブラウザ';
  return { browser, system: find(systems, text) ?? null, isMobile: /Mobile|iPhone|Android/.test(text) };
}
