import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  const start = Date.UTC(2026, 10, 25, 9, 0);
  it('says how long a table or an order has waited, as staff say it', () => {
    expect(formatElapsed(start, start + 30_000)).toBe('たった今');
    expect(formatElapsed(start, start + 12 * 60_000 + 59_000)).toBe('12分');
    expect(formatElapsed(start, start + 60 * 60_000)).toBe('1時間');
    expect(formatElapsed(start, start + 65 * 60_000)).toBe('1時間5分');
    // A clock a little behind the server's never shows a negative time.
    expect(formatElapsed(start, start - 5_000)).toBe('たった今');
  });
});
