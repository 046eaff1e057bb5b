import { describe, expect, it } from 'vitest';
import { hasSearch, listApiQuery, listStateParams, readListState } from './use-list-state';

const read = (query: string) => readListState(new URLSearchParams(query), ['active', 'taxCategory'], 'code');

describe('list state in the URL', () => {
  it('reads defaults from an empty query and writes nothing back', () => {
    const state = read('');
    expect(state).toEqual({ q: '', page: 1, sort: 'code', order: 'asc', filters: { active: '', taxCategory: '' } });
    expect(listStateParams(state, 'code').toString()).toBe('');
    expect(hasSearch(state)).toBe(false);
  });

  it('round-trips search, filters, sort and page', () => {
    const state = read('q=%E3%81%A6%E3%81%99%E3%81%A8&active=inactive&sort=unitPrice&order=desc&page=3');
    expect(state).toMatchObject({ q: 'てすと', page: 3, sort: 'unitPrice', order: 'desc', filters: { active: 'inactive' } });
    expect(read(listStateParams(state, 'code').toString())).toEqual(state);
    expect(hasSearch(state)).toBe(true);
  });

  it('ignores a page that is not a positive whole number and an unknown order', () => {
    expect(read('page=-2&order=sideways')).toMatchObject({ page: 1, order: 'asc' });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
  });

  it('asks the API for the page and sort, and the CSV export for every matching row', () => {
    const state = read('q=P-0&taxCategory=reduced&page=2');
    expect(listApiQuery(state).toString()).toBe('q=P-0&taxCategory=reduced&page=2&sort=code&order=asc');
    expect(listApiQuery(state, { isAll: true }).toString()).toBe('q=P-0&taxCategory=reduced');
  });

  it('keeps a newest-first default order out of the URL and writes an explicit ascending one', () => {
    const state = readListState(new URLSearchParams(''), ['status'], 'issueDate', 'desc');
    expect(state).toMatchObject({ sort: 'issueDate', order: 'desc' });
    expect(listStateParams(state, 'issueDate', 'desc').toString()).toBe('');
    const ascending = { ...state, order: 'asc' as const };
    expect(listStateParams(ascending, 'issueDate', 'desc').toString()).toBe('order=asc');
    expect(readListState(new URLSearchParams('order=asc'), ['status'], 'issueDate', 'desc').order).toBe('asc');
  });
});
