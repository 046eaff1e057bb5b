import { describe, expect, it } from 'vitest';
import { createMemoryRateLimit, createTokenBucket } from './memory-rate-limit';

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

describe('in-memory token bucket', () => {
  it('allows a burst of capacity, then refills evenly over the refill time', () => {
    let clock = 0;
    const bucket = createTokenBucket({ capacity: 10, refillMs: 10_000, maxKeys: 10, now: () => clock });
    expect(Array.from({ length: 11 }, () => bucket.take('seat'))).toEqual([...Array(10).fill(true), false]);
    expect(bucket.take('other')).toBe(true);
    clock = 999;
    expect(bucket.take('seat')).toBe(false);
    clock = 1000; // one token back per second
    expect([bucket.take('seat'), bucket.take('seat')]).toEqual([true, false]);
    clock = 1_000_000; // never more than the capacity, however long idle
    expect(Array.from({ length: 11 }, () => bucket.take('seat')).filter(Boolean)).toHaveLength(10);
  });

  it('never holds more than maxKeys keys, forgetting the one seen longest ago', () => {
    const bucket = createTokenBucket({ capacity: 1, refillMs: 60_000, maxKeys: 100, now: () => 0 });
    bucket.take('busy');
    for (let i = 0; i < 1000; i++) {
      bucket.take(`seat-${i}`);
      if (i % 50 === 0) expect(bucket.take('busy')).toBe(false);
    }
    expect(bucket.size).toBe(100);
    expect(bucket.take('seat-0')).toBe(true);
  });
});
