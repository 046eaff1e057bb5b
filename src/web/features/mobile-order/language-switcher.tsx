import { Languages } from 'lucide-react';
import { useState } from 'react';
import { dinerLanguages, isDinerLanguage, languageNames } from '@/core/diner-languages';
import { useDinerText } from './i18n/diner-language';

/** 日本語 / English / 简体中文 / 繁體中文 / 한국어, each in its own script; the choice is remembered on the phone. */
export function LanguageSwitcher() {
  const { language, t, setLanguage } = useDinerText();
  const [isLoading, setLoading] = useState(false);

  function handleChange(value: string) {
    if (!isDinerLanguage(value)) return;
    setLoading(true);
    // A language that cannot be fetched (offline) leaves the page as it was.
    void setLanguage(value)
      .catch(() => {})
      .finally(() => setLoading(false));
  }

  return (
    <label className="relative flex h-10 items-center gap-1 rounded-full border border-sky-200 bg-white pr-1 pl-2 text-sky-800 focus-within:ring-2 focus-within:ring-sky-400">
      <Languages aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{t.language}</span>
      <select
        value={language}
        disabled={isLoading}
        onChange={(event) => handleChange(event.target.value)}
        className="max-w-20 appearance-none truncate bg-transparent py-1 pr-1 text-xs font-semibold outline-none"
      >
        {dinerLanguages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
