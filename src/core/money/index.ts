export { exceedsYenCeiling, lineExceedsYenCeiling, maxYen, yenTooLarge } from './ceiling';
export { divide, lineAmount, parseQuantity, type RoundingMode, roundingModeLabels } from './decimal';
export { convertUnitPrice, type PriceMode, priceModeLabels, priceModes, taxOf } from './price-mode';
export {
  type DocumentTotals,
  documentTotals,
  type MoneyLine,
  type RateBreakdown,
  type TaxCategory,
  taxCategories,
  taxCategoryLabels,
  taxRates,
  withholdingTax,
} from './totals';
export { normalizeYenText, parseYenText, yenTextToNumber } from './yen-text';
