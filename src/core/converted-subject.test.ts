import { describe, expect, it } from 'vitest';
import { convertedSubject } from './converted-subject';

describe('convertedSubject', () => {
  it('replaces the quotation wording with the new kind’s', () => {
    expect(convertedSubject('ホームページ制作のお見積り', 'invoice')).toBe('ホームページ制作のご請求');
    expect(convertedSubject('ホームページ制作 御見積書', 'invoice')).toBe('ホームページ制作のご請求');
    expect(convertedSubject('店舗改装工事の見積の件', 'delivery_note')).toBe('店舗改装工事の納品');
    expect(convertedSubject('お見積書：コピー用紙 11月分', 'purchase_order')).toBe('コピー用紙 11月分のご発注');
    expect(convertedSubject('【御見積】名刺印刷', 'invoice')).toBe('名刺印刷のご請求');
  });

  it('adds the wording to a subject that had none, and leaves an empty subject empty', () => {
    expect(convertedSubject('11月分 事務用品', 'invoice')).toBe('11月分 事務用品のご請求');
    expect(convertedSubject('お見積り', 'invoice')).toBe('');
    expect(convertedSubject('', 'invoice')).toBe('');
  });

  it('turns a delivery note’s subject into an invoice’s', () => {
    expect(convertedSubject('オフィス家具の納品', 'invoice')).toBe('オフィス家具のご請求');
  });

  it('names a credit note for what it gives back, not as the invoice it comes from', () => {
    expect(convertedSubject('ホームページ制作のご請求', 'credit_note')).toBe('ホームページ制作の返品・値引き');
    expect(convertedSubject('11月分 備品', 'credit_note')).toBe('11月分 備品の返品・値引き');
    expect(convertedSubject('御請求書', 'credit_note')).toBe('');
  });

  it('keeps a word that only looks like the wording inside the subject', () => {
    expect(convertedSubject('見積システム導入', 'invoice')).toBe('見積システム導入のご請求');
  });

  it('stays within the 100 characters of a 件名', () => {
    expect(convertedSubject('あ'.repeat(100), 'invoice')).toHaveLength(100);
  });
});
