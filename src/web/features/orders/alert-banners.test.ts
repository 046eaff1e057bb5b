import { describe, expect, it } from 'vitest';
import { isOrderingPage } from './alert-banners';

describe('the pages that show the blocked-sound notice', () => {
  it('are the ordering pages and nothing else', () => {
    for (const path of ['/order', '/order/', '/order/seats', '/order/menu']) expect(isOrderingPage(path), path).toBe(true);
    for (const path of ['/', '/products', '/sales', '/orders-report', '/ordering', '/master'])
      expect(isOrderingPage(path), path).toBe(false);
  });
});
