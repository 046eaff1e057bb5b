import { describe, expect, it } from 'vitest';
import { hostOrigin, parseHost } from './hosts';

describe('hosts', () => {
  it('reads the partner from the subdomain of MAIN_HOST', () => {
    expect(parseHost('demo.localhost:3000', 'localhost')).toEqual({ isMainHost: false, subdomain: 'demo', isForeign: false });
    expect(parseHost('LOCALHOST:3000', 'localhost')).toEqual({ isMainHost: true, subdomain: null, isForeign: false });
    expect(parseHost('office.example.com', 'example.com')).toMatchObject({ subdomain: 'office' });
    expect(parseHost('a.b.example.com', 'example.com')).toMatchObject({ subdomain: null, isForeign: true });
    expect(parseHost('evil.com', 'example.com')).toMatchObject({ isForeign: true });
    expect(parseHost('notexample.com', 'example.com')).toMatchObject({ isForeign: true });
  });

  it('builds partner origins keeping scheme and port', () => {
    expect(hostOrigin({ protocol: 'http:', mainHost: 'localhost', port: '3000' }, 'demo')).toBe('http://demo.localhost:3000');
    expect(hostOrigin({ protocol: 'https', mainHost: 'example.com', port: '' }, null)).toBe('https://example.com');
  });
});
