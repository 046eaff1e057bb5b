import { describe, expect, it } from 'vitest';
import { formatTime } from './ordering';

describe('formatTime', () => {
  it('shows an order’s time on the restaurant’s clock in Japan, not the phone’s zone', () => {
    expect(formatTime(Date.parse('2026-03-31T15:05:00Z'))).toBe('00:05');
    expect(formatTime(Date.parse('2026-04-01T09:30:59Z'))).toBe('18:30');
  });
});
