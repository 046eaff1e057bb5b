import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit } from './memory-rate-limit';

describe('in-memory rate limit', () => {
  it('allows max requests a window per key, then refuses until the window has passed', () => {
    let clock = 0;
    const limit = createMemoryRateLimit({ windowMs: 1000, max: 3, maxKeys: 10, now: () => clock });
    expect([1, 2, 3, 4].map(() => limit.hit('a'))).toEqual([true, true, true, false]);
    expect(limit.hit('b')).toBe(true);
    clock = 999;
    expect(limit.hit('a')).toBe(false);
    clock = 1000;
    expect(limit.hit('a')).toBe(true);
  });

  it('never holds more than maxKeys keys, forgetting the one seen longest ago', () => {
    let clock = 0;
    const limit = createMemoryRateLimit({ windowMs: 60_000, max: 1, maxKeys: 100, now: () => clock });
    limit.hit('busy');
    expect(limit.hit('busy')).toBe(false);
    for (let i = 0; i < 10_000; i++) {
      clock++;
      limit.hit(`address-${i}`);
      if (i % 50 === 0) expect(limit.hit('busy')).toBe(false); // seen recently: kept
    }
    expect(limit.size).toBe(100);
    expect(limit.hit('address-0')).toBe(true); // forgotten long ago
  });
});
