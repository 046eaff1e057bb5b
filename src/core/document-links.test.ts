import { describe, expect, it } from 'vitest';
import { attachesPdf, linkStateOf, sendsLink } from './document-links';
import { webDeliverySettingsInput } from './schemas/document-links';

describe('Web送付', () => {
  it('a document is as far as its furthest link: 送付済み, 開封済み, 受領済み', () => {
    const sent = { firstOpenedAt: null, receivedAt: null };
    const opened = { firstOpenedAt: new Date(), receivedAt: null };
    const received = { firstOpenedAt: new Date(), receivedAt: new Date() };
    expect(linkStateOf([])).toBe('none');
    expect(linkStateOf([sent])).toBe('sent');
    expect(linkStateOf([sent, opened])).toBe('opened');
    expect(linkStateOf([received, sent])).toBe('received');
  });

  it('送付方法: PDF添付 attaches, Webリンク links, 両方 does both', () => {
    expect([sendsLink('pdf'), attachesPdf('pdf')]).toEqual([false, true]);
    expect([sendsLink('link'), attachesPdf('link')]).toEqual([true, false]);
    expect([sendsLink('both'), attachesPdf('both')]).toEqual([true, true]);
  });

  it('reads the expiry in days from full-width text, and refuses 0 or over 365 in Japanese', () => {
    expect(webDeliverySettingsInput.parse({ expiryDays: '１４', notifyOnOpen: true }).expiryDays).toBe(14);
    const refused = webDeliverySettingsInput.safeParse({ expiryDays: 366, notifyOnOpen: true });
    expect(refused.error?.issues[0]?.message).toBe('リンクの有効期限は1〜365日の整数で入力してください');
    expect(webDeliverySettingsInput.safeParse({ expiryDays: '0', notifyOnOpen: true }).success).toBe(false);
  });
});
