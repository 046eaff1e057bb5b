import { describe, expect, it } from 'vitest';
import { routePatterns } from './routes';

describe('routePatterns', () => {
  it('lists each page of the router once, layouts through their pages', () => {
    const patterns = routePatterns();
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(expect.arrayContaining(['/', 'sales/:id/edit', 'master', 'master/bank', 'master/*', 'admin', 'lp/*', '*']));
  });

  it('joins nested paths and gives an index route its parent path', () => {
    const tree = [{ path: 'a', children: [{ index: true }, { path: 'b', children: [{ path: ':id' }] }] }, { children: [{ path: 'c' }] }];
    expect(routePatterns(tree)).toEqual(['a', 'a/b/:id', 'c']);
  });
});
