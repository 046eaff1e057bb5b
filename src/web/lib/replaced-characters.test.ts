import { describe, expect, it } from 'vitest';
import { pdfReplacedCharactersNotice, replacedCharactersNotice } from './replaced-characters';

describe('replaced characters notice', () => {
  it('says how many characters became 〓, which ones and in which rows', () => {
    const headers = new Headers({
      'X-Replaced-Count': '3',
      'X-Replaced-Characters': encodeURIComponent('𠮷 😀'),
      'X-Replaced-Rows': '2,5',
    });
    expect(replacedCharactersNotice(headers)).toEqual({
      title: 'Shift_JISで表せない文字3件を「〓」に置き換えました',
      description: '置き換えた文字: 𠮷 😀（2・5行目）。元の文字が必要な場合はUTF-8で出力してください。',
    });
  });

  it('says nothing when nothing was replaced', () => {
    expect(replacedCharactersNotice(new Headers())).toBeNull();
    expect(replacedCharactersNotice(new Headers({ 'X-Replaced-Count': '0' }))).toBeNull();
  });
});

describe('characters a PDF printed as 〓', () => {
  it('names the characters the font lacked', () => {
    const headers = new Headers({ 'X-Replaced-Characters': encodeURIComponent('🍺 ✔️') });
    expect(pdfReplacedCharactersNotice(headers)).toEqual({
      title: 'PDFのフォントにない文字を「〓」で印字しました',
      description: '置き換えた文字: 🍺 ✔️。帳票の内容をほかの文字に書き換えると、そのまま印字されます。',
    });
  });

  it('says nothing for a PDF without replacements, or for a CSV answer', () => {
    expect(pdfReplacedCharactersNotice(new Headers({ 'Content-Type': 'application/pdf' }))).toBeNull();
    const csv = new Headers({ 'X-Replaced-Count': '1', 'X-Replaced-Characters': encodeURIComponent('😀') });
    expect(pdfReplacedCharactersNotice(csv)).toBeNull();
  });
});
