import { describe, expect, it } from 'vitest';
import { compactIp } from './sessions';

describe('session addresses', () => {
  it('shows IPv6 the short way and leaves IPv4 alone', () => {
    expect(compactIp('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('::1');
    expect(compactIp('2001:0db8:0000:0000:0000:0000:0000:0000')).toBe('2001:db8::');
    expect(compactIp('2001:0db8:0001:0000:0000:0abc:0000:0001')).toBe('2001:db8:1::abc:0:1');
    expect(compactIp('127.0.0.1')).toBe('127.0.0.1');
    expect(compactIp(null)).toBeNull();
  });
});
