import { describe, expect, it } from 'vitest';
import { effectivePdfLanguage, formatEnglishDate } from './pdf-languages';

describe('PDF languages', () => {
  it('prints dates the English way', () => {
    expect(formatEnglishDate('2026-11-28')).toBe('28 Nov 2026');
    expect(formatEnglishDate('2027-01-05')).toBe('5 Jan 2027');
    expect(formatEnglishDate(null)).toBe('');
  });

  it('takes the document’s language over the customer’s, and Japanese without either', () => {
    expect(effectivePdfLanguage('en', 'bilingual')).toBe('en');
    expect(effectivePdfLanguage(null, 'bilingual')).toBe('bilingual');
    expect(effectivePdfLanguage(null, undefined)).toBe('ja');
  });
});
