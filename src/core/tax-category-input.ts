import { toHalfWidth } from './format';
import { type TaxCategory, taxCategoryLabels } from './money';

/**
 * 税区分 as people and other software write it in a CSV: full-width or half-width, with or
 * without %, 軽減 or not. 対象外 is what some accounting software calls 不課税.
 */
const byText = new Map<string, TaxCategory>([
  ['10%', 'standard'],
  ['10', 'standard'],
  ['標準', 'standard'],
  ['標準税率', 'standard'],
  ['軽減8%', 'reduced'],
  ['軽減', 'reduced'],
  ['軽減税率', 'reduced'],
  ['8%', 'reduced'],
  ['8', 'reduced'],
  ['非課税', 'exempt'],
  ['不課税', 'outside'],
  ['対象外', 'outside'],
  ['課税対象外', 'outside'],
]);

/** The tax category a cell names, or null when it names none (an empty cell is 10%). */
export function readTaxCategory(cell: string): TaxCategory | null {
  const text = toHalfWidth(cell.normalize('NFKC'))
    .replace(/\s/g, '')
    .replace(/[※*＊()（）]/g, '');
  return text === '' ? 'standard' : (byText.get(text) ?? null);
}

export const taxCategoryInputMessage = `税区分は「${Object.values(taxCategoryLabels).join('」「')}」のいずれかで入力してください（「8%」「対象外」なども使えます）`;
