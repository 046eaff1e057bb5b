import { describe, expect, it } from 'vitest';
import { checkChoices, defaultChoices, type MenuOptionGroup, optionPrice, toggleChoice } from './item-options';

const choice = (id: string, priceDelta = 0, isSoldOut = false) => ({ id, name: id, priceDelta, isSoldOut });
const size: MenuOptionGroup = { id: 's', name: 'サイズ', minChoices: 1, maxChoices: 1, choices: [choice('並'), choice('大盛り', 150)] };
const spice: MenuOptionGroup = { id: 'h', name: '辛さ', minChoices: 0, maxChoices: 1, choices: [choice('辛口'), choice('激辛', 50)] };
const topping: MenuOptionGroup = {
  id: 't',
  name: 'トッピング',
  minChoices: 0,
  maxChoices: 2,
  choices: [choice('味玉', 120), choice('のり', 80), choice('チャーシュー', 250, true)],
};

describe('picking options (the diner’s picker and 代理注文)', () => {
  it('swaps within a single-choice group, clears an optional one tapped again, and adds or removes in the others', () => {
    expect(toggleChoice(size, ['並', '味玉'], '大盛り')).toEqual(['味玉', '大盛り']);
    expect(toggleChoice(size, ['大盛り'], '大盛り')).toEqual(['大盛り']);
    expect(toggleChoice(spice, ['辛口'], '辛口')).toEqual([]);
    expect(toggleChoice(topping, ['並', '味玉'], 'のり')).toEqual(['並', '味玉', 'のり']);
    expect(toggleChoice(topping, ['並', '味玉'], '味玉')).toEqual(['並']);
  });

  it('starts each required single-choice group on its first available choice', () => {
    const soldOutFirst = { ...size, choices: [choice('並', 0, true), choice('大盛り', 150)] };
    expect(defaultChoices([soldOutFirst, spice, topping])).toEqual(['大盛り']);
  });

  it('says the first problem of a pick in Japanese, and prices a good one', () => {
    const groups = [size, topping];
    expect(checkChoices(groups, [])).toBe('「サイズ」を選んでください');
    expect(checkChoices(groups, ['並', '味玉', 'のり', '大盛り'])).toBe('「サイズ」は1つまで選べます');
    expect(checkChoices(groups, ['並', 'チャーシュー'])).toBe('「チャーシュー」は売り切れです');
    expect(checkChoices(groups, ['並', 'ほかの店の味玉'])).toBe('選べないオプションが含まれています。選び直してください');
    expect(checkChoices(groups, ['大盛り', '味玉'])).toBeNull();
    expect(optionPrice(800, groups, ['大盛り', '味玉'])).toBe(1070);
  });
});
