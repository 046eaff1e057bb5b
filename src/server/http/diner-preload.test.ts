import { describe, expect, it } from 'vitest';
import { withDinerPreloads } from './diner-preload';

const html = '<html><head><title>x</title></head><body></body></html>';

describe('withDinerPreloads', () => {
  it('names the seat menu and cart of the URL for the browser to fetch early', () => {
    const out = withDinerPreloads(html, { companyId: 'c-123', seatId: 'Jq4Sho_Gd-8' });
    expect(out).toContain('<link rel="preload" href="/api/mobile-order/c-123/Jq4Sho_Gd-8" as="fetch" crossorigin="use-credentials">');
    expect(out).toContain('<link rel="preload" href="/api/mobile-order/c-123/Jq4Sho_Gd-8/cart" as="fetch" crossorigin="use-credentials">');
    expect(out.indexOf('rel="preload"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('adds nothing for a missing or odd id, so no markup can be injected', () => {
    expect(withDinerPreloads(html, { companyId: 'c-1' })).toBe(html);
    expect(withDinerPreloads(html, { companyId: 'c-1', seatId: '"><script>alert(1)</script>' })).toBe(html);
    expect(withDinerPreloads(html, { companyId: '../admin', seatId: 's' })).toBe(html);
  });
});
