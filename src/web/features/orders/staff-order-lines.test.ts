import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/web/lib/ordering';
import { addLine, changeQuantity, describeLine, linesTotal } from './staff-order-lines';

const ramen = {
  id: 'ramen',
  name: 'ラーメン',
  price: 800,
  optionGroups: [
    {
      id: 'size',
      name: 'サイズ',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { id: 'nami', name: '並', priceDelta: 0, isSoldOut: false },
        { id: 'oomori', name: '大盛り', priceDelta: 150, isSoldOut: false },
      ],
    },
    {
      id: 'topping',
      name: 'トッピング',
      minChoices: 0,
      maxChoices: 2,
      choices: [
        { id: 'egg', name: '味玉', priceDelta: 120, isSoldOut: false },
        { id: 'nori', name: 'のり', priceDelta: 80, isSoldOut: false },
      ],
    },
  ],
} as MenuItem;
const beer = { id: 'beer', name: '生ビール', price: 550, optionGroups: [] } as unknown as MenuItem;

describe('代理注文 lines', () => {
  it('keeps each combination as its own line, the same pick in another order adding to it', () => {
    let lines = addLine([], 'ramen', ['oomori', 'egg']);
    lines = addLine(lines, 'ramen', ['egg', 'oomori'], 2);
    lines = addLine(lines, 'ramen', ['nami']);
    lines = addLine(lines, 'beer', []);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['ramen~egg.oomori', 3],
      ['ramen~nami', 1],
      ['beer', 1],
    ]);
    expect(describeLine(ramen, lines[0] as (typeof lines)[number])).toEqual({ title: 'ラーメン（大盛り・味玉）', price: 1070 });
    expect(linesTotal(lines, [ramen, beer])).toBe(1070 * 3 + 800 + 550);
  });

  it('takes a line to at most 99 and removes it at 0', () => {
    let lines = addLine([], 'beer', [], 98);
    lines = changeQuantity(lines, 'beer', 5);
    expect(lines[0]?.quantity).toBe(99);
    expect(changeQuantity(lines, 'beer', -99)).toEqual([]);
  });
});
