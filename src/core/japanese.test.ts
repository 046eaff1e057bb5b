import { describe, expect, it } from 'vitest';
import { normalizeForSearch, normalizePostalCode, normalizeRegistrationNumber, toKatakana } from './japanese';

describe('Japanese input', () => {
  it('searches ignore width and kana type', () => {
    expect(toKatakana('ぼーるぺん')).toBe('ボールペン');
    expect(normalizeForSearch('ﾎﾞｰﾙﾍﾟﾝ')).toBe(normalizeForSearch('ぼーるぺん'));
    expect(normalizeForSearch('ＡＢＣ－１２３')).toBe('abc-123');
    expect(normalizeForSearch('山田　商事')).toBe('山田商事');
  });

  it('validates 〒 postal codes of 7 digits', () => {
    expect(normalizePostalCode('1000001')).toBe('100-0001');
    expect(normalizePostalCode('〒１００－０００１')).toBe('100-0001');
    expect(normalizePostalCode('100-001')).toBeNull();
    expect(normalizePostalCode('abc-defg')).toBeNull();
  });

  it('checks the registration number check digit', () => {
    // Corporate numbers of 国税庁 (7000012050002) and another ministry, with T in front.
    expect(normalizeRegistrationNumber('T7000012050002')).toBe('T7000012050002');
    expect(normalizeRegistrationNumber('T4000012090001')).toBe('T4000012090001');
    expect(normalizeRegistrationNumber('ｔ４０００－０１２０－９０００１')).toBe('T4000012090001');
    expect(normalizeRegistrationNumber('T5000012090001')).toBeNull();
    expect(normalizeRegistrationNumber('4000012090001')).toBeNull();
    expect(normalizeRegistrationNumber('T400001209000')).toBeNull();
  });
});
