import { describe, expect, it } from 'vitest';
import { readTaxCategory } from './tax-category-input';

describe('税区分 read from a CSV cell', () => {
  it('reads full-width and half-width forms, with or without 軽減 and %', () => {
    const cases: [string, string | null][] = [
      ['10%', 'standard'],
      ['１０％', 'standard'],
      ['', 'standard'],
      ['軽減8%', 'reduced'],
      ['軽減８％', 'reduced'],
      ['８％', 'reduced'],
      ['8%', 'reduced'],
      ['※8%', 'reduced'],
      ['軽減税率', 'reduced'],
      [' 非課税 ', 'exempt'],
      ['不課税', 'outside'],
      ['対象外', 'outside'],
      ['5%', null],
      ['免税', null],
    ];
    expect(cases.map(([cell]) => [cell, readTaxCategory(cell)])).toEqual(cases);
  });
});
