import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, chooseLanguage, languageFromCookie, translated } from './diner-languages';

describe('the diner’s language', () => {
  it('takes the first of the browser’s languages we have', () => {
    expect(chooseLanguage(['en-GB', 'ja'])).toBe('en');
    expect(chooseLanguage(['ja-JP', 'en'])).toBe('ja');
    expect(chooseLanguage(['zh-CN'])).toBe('zh-Hans');
    expect(chooseLanguage(['zh-TW'])).toBe('zh-Hant');
    expect(chooseLanguage(['zh-HK'])).toBe('zh-Hant');
    expect(chooseLanguage(['zh-Hant-TW'])).toBe('zh-Hant');
    expect(chooseLanguage(['zh'])).toBe('zh-Hans');
    expect(chooseLanguage(['ko-KR'])).toBe('ko');
    expect(chooseLanguage(['th', 'fr'])).toBe('en');
    expect(chooseLanguage([])).toBe('ja');
  });

  it('reads Accept-Language by weight and the remembered cookie', () => {
    expect(acceptLanguageTags('fr;q=0.5, ko;q=0.9, en')).toEqual(['en', 'ko', 'fr']);
    expect(acceptLanguageTags('ja;q=0, *')).toEqual(['*']);
    expect(chooseLanguage(acceptLanguageTags('*'))).toBe('ja');
    expect(languageFromCookie('a=1; diner_lang=zh-Hant; b=2')).toBe('zh-Hant');
    expect(languageFromCookie('diner_lang=fr')).toBeNull();
  });

  it('falls back to the Japanese text when a translation is empty', () => {
    const translations = { en: { name: 'Edamame', description: '  ' } };
    expect(translated('枝豆', translations, 'en', 'name')).toBe('Edamame');
    expect(translated('塩ゆで', translations, 'en', 'description')).toBe('塩ゆで');
    expect(translated('枝豆', translations, 'ko', 'name')).toBe('枝豆');
    expect(translated('枝豆', translations, 'ja', 'name')).toBe('枝豆');
  });
});
