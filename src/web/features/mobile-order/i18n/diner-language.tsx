import { createContext, type ReactNode, use, useState } from 'react';
import { chooseLanguage, type DinerLanguage, languageCookie, languageFromCookie } from '@/core/diner-languages';
import { ApiRequestError } from '@/web/lib/api';
import type { Dictionary } from './dictionary';
import { ja } from './ja';

/**
 * The diner's language: Japanese is in the bundle, each other language's strings are a chunk of
 * their own fetched when chosen (the diner bundle stays small whatever the number of languages).
 */
const loaders: Record<Exclude<DinerLanguage, 'ja'>, () => Promise<Dictionary>> = {
  en: () => import('./en').then((m) => m.en),
  'zh-Hans': () => import('./zh-hans').then((m) => m.zhHans),
  'zh-Hant': () => import('./zh-hant').then((m) => m.zhHant),
  ko: () => import('./ko').then((m) => m.ko),
};

export const loadDictionary = (language: DinerLanguage): Promise<Dictionary> =>
  language === 'ja' ? Promise.resolve(ja) : loaders[language]();

/** The phone's remembered choice, else its browser's languages. */
export function phoneLanguage(): DinerLanguage {
  return languageFromCookie(document.cookie) ?? chooseLanguage(navigator.languages ?? [navigator.language]);
}

/** Remembered on this phone for a year, and sent with the page request so the server renders the first screen in it. */
function rememberLanguage(language: DinerLanguage) {
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference the server must read with the page request.
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

type DinerText = { language: DinerLanguage; t: Dictionary; setLanguage: (language: DinerLanguage) => Promise<void> };

const DinerTextContext = createContext<DinerText>({ language: 'ja', t: ja, setLanguage: async () => {} });

export function DinerLanguageProvider(props: { language: DinerLanguage; dictionary: Dictionary; children: ReactNode }) {
  const [current, setCurrent] = useState({ language: props.language, t: props.dictionary });
  async function setLanguage(language: DinerLanguage) {
    const t = await loadDictionary(language);
    rememberLanguage(language);
    document.documentElement.lang = language;
    setCurrent({ language, t });
  }
  return <DinerTextContext value={{ ...current, setLanguage }}>{props.children}</DinerTextContext>;
}

export const useDinerText = () => use(DinerTextContext);

/** A failed request in the diner's words: Japanese keeps the server's message, the others their own by its code. */
export function dinerErrorMessage(error: unknown, { language, t }: Pick<DinerText, 'language' | 't'>): string {
  if (!(error instanceof ApiRequestError)) return t.errors.generic;
  if (error.code === 'SEAT_NOT_FOUND') return t.urlError;
  if (language === 'ja') return error.message;
  if (error.code === 'network') return t.errors.network;
  return Object.hasOwn(t.errors, error.code) ? t.errors[error.code as keyof Dictionary['errors']] : t.errors.generic;
}
