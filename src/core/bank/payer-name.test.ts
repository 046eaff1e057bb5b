import { describe, expect, it } from 'vitest';
import { nameFit, normalizePayerName } from './payer-name';

describe('振込依頼人名', () => {
  it('drops 法人略語 and spelled-out 法人 kinds, widths, 小書き and long-vowel marks', () => {
    expect(normalizePayerName('ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ')).toBe('アオゾラシヨウジ');
    expect(normalizePayerName('振込＊ﾐﾄﾞﾘｼﾖｳﾃﾝ(ﾕ')).toBe('ミドリシヨウテン');
    expect(normalizePayerName('カブシキガイシャ　アオゾラショウジ')).toBe('アオゾラシヨウジ');
    expect(normalizePayerName('ｽｰﾊﾟｰ(ｶ)ﾔﾏﾀﾞ')).toBe('スパヤマダ');
    expect(normalizePayerName('(株)エービーシー')).toBe('エビシ');
  });

  it('fits a customer by フリガナ in hiragana or katakana, or by the start of a cut name', () => {
    expect(nameFit('ｶ)ｱｵｿﾞﾗｼﾖｳｼﾞ', ['あおぞらしょうじ'])).toBe(2);
    expect(nameFit('ｱｵｿﾞﾗｼﾖｳｼﾞｵｵｻｶｼﾃﾝ', ['アオゾラショウジ'])).toBe(1);
    expect(nameFit('ｱｵｿﾞﾗ', ['アオゾラショウジ'])).toBe(1);
    expect(nameFit('ｱｵ', ['アオゾラショウジ'])).toBe(0);
    expect(nameFit('ﾀﾅｶ ﾀﾛｳ', ['アオゾラショウジ', '株式会社青空商事'])).toBe(0);
  });
});
