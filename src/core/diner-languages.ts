/**
 * The languages of the diners' page. Japanese is the menu's own language (what staff type and
 * see); the others are translations a store may enter, each falling back to Japanese.
 */
export const dinerLanguages = ['ja', 'en', 'zh-Hans', 'zh-Hant', 'ko'] as const;
export type DinerLanguage = (typeof dinerLanguages)[number];
export type TranslatedLanguage = Exclude<DinerLanguage, 'ja'>;
export const translatedLanguages = dinerLanguages.filter((l): l is TranslatedLanguage => l !== 'ja');

/** Each language in its own script, as the switcher lists it. */
export const languageNames: Record<DinerLanguage, string> = {
  ja: '日本語',
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ko: '한국어',
};

/** The cookie the phone remembers its choice in: the server renders the first screen in it. */
export const languageCookie = 'diner_lang';

export const isDinerLanguage = (v: unknown): v is DinerLanguage =>
  typeof v === 'string' && (dinerLanguages as readonly string[]).includes(v);

/** One browser language tag (en-GB, zh-TW, zh-Hant-HK, ko-KR…) to ours, or null. */
export function matchLanguage(tag: string): DinerLanguage | null {
  const t = tag.trim().toLowerCase();
  if (t === 'ja' || t.startsWith('ja-')) return 'ja';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'ko' || t.startsWith('ko-')) return 'ko';
  if (t === 'zh' || t.startsWith('zh-')) {
    // Traditional: named, or the regions that write it (Taiwan, Hong Kong, Macau).
    return /^zh-(hant|tw|hk|mo)\b/.test(t) ? 'zh-Hant' : 'zh-Hans';
  }
  return null;
}

/**
 * The page's language from the browser's preferences, best first: the first we have; a guest
 * whose languages are all others (fr, th…) reads English better than Japanese; none at all, Japanese.
 */
export function chooseLanguage(preferred: readonly string[]): DinerLanguage {
  for (const tag of preferred) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return preferred.some((t) => t.trim() !== '' && t.trim() !== '*') ? 'en' : 'ja';
}

/** An Accept-Language header's tags, highest q first (ties keep their order). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag !== '' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** A cookie header's value of the language cookie, if it names one of ours. */
export function languageFromCookie(cookieHeader: string | null | undefined): DinerLanguage | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie && isDinerLanguage(value)) return value;
  }
  return null;
}

/** Per-language text of a row, by field ({ en: { name } }), as stored: empty or missing falls back to Japanese. */
export type Translations<F extends string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;
export type ItemTranslations = Translations<'name' | 'description'>;
export type CategoryTranslations = Translations<'name'>;
/** A seat's name as the diners at it read it. */
export type SeatTranslations = Translations<'name'>;
/** The company's store name (companies.store_name) as diners read it. */
export type StoreTranslations = Translations<'storeName'>;

/** The text to show in `language`: its translation when entered, else the Japanese. */
export function translated<F extends string>(
  japanese: string,
  translations: Translations<F> | undefined,
  language: DinerLanguage,
  field: F,
) {
  if (language === 'ja') return japanese;
  const text = translations?.[language]?.[field]?.trim();
  return text ? text : japanese;
}
